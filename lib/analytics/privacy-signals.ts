// The browser's own refusals of being counted, read alike by the page's script and by the server: Global Privacy
// Control, and Do Not Track. Both are honoured as a Decline in the banner is (docs/decisions/0030-insights-that-know-outcomes.md).

/** A request whose browser sends `Sec-GPC: 1` or `DNT: 1`. */
export function refusesCounting(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1';
}

/** The same two signals as the page's script reads them (navigator.globalPrivacyControl, navigator.doNotTrack). */
export function browserRefuses(navigator: { globalPrivacyControl?: unknown; doNotTrack?: unknown }): boolean {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === '1';
}
