import { mayCount } from './consent';

describe('whether the page may count', () => {
  it('counts nothing under Do Not Track or Global Privacy Control, whatever the banner says', () => {
    expect(mayCount({ gpc: false, dnt: '1', cookie: 'accept=true', path: '/' })).toBe(false);
    expect(mayCount({ gpc: true, cookie: 'accept=true', path: '/' })).toBe(false);
    expect(mayCount({ gpc: undefined, dnt: null, cookie: 'accept=true', path: '/' })).toBe(true);
    expect(mayCount({ gpc: undefined, dnt: 'unspecified', cookie: '', path: '/contact-us' })).toBe(true);
  });

  it('counts nothing after Decline, nor on the staff area and its previews', () => {
    expect(mayCount({ gpc: false, cookie: 'other=1; accept=false', path: '/' })).toBe(false);
    expect(mayCount({ gpc: false, cookie: '', path: '/staff/insights' })).toBe(false);
    expect(mayCount({ gpc: false, cookie: '', path: '/preview/articles/4' })).toBe(false);
  });
});
