import { CONSENT_COOKIE } from '@/content/consent';

// A page's beacons wait in its memory while the cookie banner has no answer: Accept sends them as they were made,
// Decline forgets them, and a visitor who leaves without answering sent nothing (docs/INSIGHTS.md).

/** The banner's answer as the consent cookie holds it; undecided while the banner is showing. */
export type Choice = 'accepted' | 'declined' | 'undecided';

/** At most this many beacons wait: the landing page view (the one with the campaign) is always among them. */
export const HOLD_LIMIT = 100;

export function choiceIn(cookie: string): Choice {
  const pairs = cookie.split(/;\s*/);
  if (pairs.includes(`${CONSENT_COOKIE.name}=false`)) return 'declined';
  return pairs.includes(`${CONSENT_COOKIE.name}=true`) ? 'accepted' : 'undecided';
}

export interface Hold<T> {
  /** Passes an item on at once after Accept, keeps it while there is no answer, forgets it after Decline. */
  offer(item: T, choice: Choice): void;
  /** The visitor answered: Accept passes what waits, in order, each with how long it waited (ms); Decline forgets it. */
  settle(choice: Choice): void;
  readonly waiting: number;
}

export function holdUntilChosen<T>(pass: (item: T, heldMs: number) => void, clock: () => number): Hold<T> {
  let waiting: { item: T; since: number }[] = [];
  const settle = (choice: Choice) => {
    if (choice === 'undecided') return;
    const due = waiting;
    waiting = [];
    if (choice === 'declined') return;
    const now = clock();
    for (const { item, since } of due) pass(item, now - since);
  };
  return {
    offer(item, choice) {
      if (choice !== 'undecided') {
        settle(choice);
        if (choice === 'accepted') pass(item, 0);
      } else if (waiting.length < HOLD_LIMIT) waiting.push({ item, since: clock() });
    },
    settle,
    get waiting() {
      return waiting.length;
    },
  };
}
