import { browserRefuses, refusesCounting } from './privacy-signals';

describe('the browser’s own refusals', () => {
  it('are Global Privacy Control and Do Not Track, on, from the headers', () => {
    expect(refusesCounting(new Headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(refusesCounting(new Headers({ dnt: '1' }))).toBe(true);
    expect(refusesCounting(new Headers({ dnt: ' 1 ' }))).toBe(true);
    for (const headers of [{}, { dnt: '0' }, { 'sec-gpc': '0' }, { dnt: 'unspecified' }]) expect(refusesCounting(new Headers(headers))).toBe(false);
  });

  it('are the same two from the page’s navigator', () => {
    expect(browserRefuses({ globalPrivacyControl: true })).toBe(true);
    expect(browserRefuses({ doNotTrack: '1' })).toBe(true);
    expect(browserRefuses({ globalPrivacyControl: false, doNotTrack: 'unspecified' })).toBe(false);
    expect(browserRefuses({})).toBe(false);
  });
});
