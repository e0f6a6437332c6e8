import { choiceIn, HOLD_LIMIT, holdUntilChosen, type Choice } from './hold';

function holding() {
  let now = 1000;
  const passed: [string, number][] = [];
  const hold = holdUntilChosen<string>((item, heldMs) => passed.push([item, heldMs]), () => now);
  return { hold, passed, wait: (ms: number) => (now += ms) };
}

describe('what the consent cookie says', () => {
  it('reads Accept, Decline, or no answer yet', () => {
    expect(choiceIn('accept=true')).toBe('accepted');
    expect(choiceIn('theme=dark; accept=false')).toBe('declined');
    for (const none of ['', 'theme=dark', 'accept=', 'accept=yes', 'notaccept=true']) expect([none, choiceIn(none)]).toEqual([none, 'undecided']);
  });
});

describe('beacons held until the banner is answered', () => {
  it('sends at once for a visitor who accepted before', () => {
    const { hold, passed } = holding();
    hold.offer('pageview', 'accepted');
    expect(passed).toEqual([['pageview', 0]]);
    expect(hold.waiting).toBe(0);
  });

  it('sends nothing before the answer, and on Accept each held beacon once, in order, with how long it waited', () => {
    const { hold, passed, wait } = holding();
    hold.offer('pageview /?utm_source=news', 'undecided');
    wait(400);
    hold.offer('vitals', 'undecided');
    wait(100);
    expect(passed).toEqual([]);
    hold.settle('accepted');
    expect(passed).toEqual([
      ['pageview /?utm_source=news', 500],
      ['vitals', 100],
    ]);
    hold.settle('accepted');
    hold.offer('pageview /services', 'accepted');
    expect(passed).toHaveLength(3);
    expect(passed[2]).toEqual(['pageview /services', 0]);
  });

  it('drops what it holds on Decline, and everything after', () => {
    const { hold, passed } = holding();
    hold.offer('pageview /?utm_source=news', 'undecided');
    hold.offer('intent', 'undecided');
    hold.settle('declined');
    hold.offer('pageview /about-us', 'declined');
    hold.settle('accepted');
    expect(passed).toEqual([]);
    expect(hold.waiting).toBe(0);
  });

  it('keeps holding while no answer comes, and a beacon offered after the answer sends what waited first', () => {
    const { hold, passed } = holding();
    hold.offer('pageview /', 'undecided');
    hold.settle('undecided');
    expect(hold.waiting).toBe(1);
    // The answer given in another tab: the cookie says Accept when the next beacon is made.
    hold.offer('pageview /blog', 'accepted');
    expect(passed.map(([item]) => item)).toEqual(['pageview /', 'pageview /blog']);
  });

  it('holds at most HOLD_LIMIT beacons, keeping the first', () => {
    const { hold, passed } = holding();
    for (let i = 0; i < HOLD_LIMIT + 5; i += 1) hold.offer(`beacon ${i}`, 'undecided' satisfies Choice);
    expect(hold.waiting).toBe(HOLD_LIMIT);
    hold.settle('accepted');
    expect(passed[0]).toEqual(['beacon 0', 0]);
    expect(passed).toHaveLength(HOLD_LIMIT);
  });
});
