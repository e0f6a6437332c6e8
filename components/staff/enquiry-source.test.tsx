import { renderToStaticMarkup } from 'react-dom/server';
import { enquiryCopy } from '@/content/staff-inbox';
import type { LeadSource } from '@/lib/db/insights/lead-sources';
import { EnquirySource } from './enquiry-source';

// The card reads the visit as the visitor's own text: every value isolated in <bdi>, escaped, never markup.

const source: LeadSource = {
  ref: 'QM-20261124-7K3F9D',
  kind: 'enquiry',
  landedAt: Date.UTC(2026, 10, 24, 14, 51),
  entryPath: '/services/data-analytics',
  referrerHost: 'www.google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: '<b>spring</b> \u202eevil',
  utmTerm: null,
  utmContent: null,
  pagesBefore: 1234,
  createdAt: Date.UTC(2026, 10, 24, 15),
  matchedBy: 'view',
  visitId: 7,
  channel: 'search',
  device: 'mobile',
  browser: 'Safari',
  os: 'iOS',
  // As the visit landed: nothing brought it back before the enquiry.
  lastReferrerHost: 'www.google.com',
  lastUtmSource: 'google',
  lastUtmMedium: 'cpc',
  lastUtmCampaign: '<b>spring</b> \u202eevil',
  lastUtmTerm: null,
  lastUtmContent: null,
  lastChannel: 'search',
  lastTouchAt: Date.UTC(2026, 10, 24, 14, 51),
};

describe('where an enquiry came from', () => {
  it('shows every value of the visit, each isolated, and the time it landed', () => {
    const html = renderToStaticMarkup(<EnquirySource source={source} spam={false} />);
    expect(html).toContain(`>${enquiryCopy.source.title}</h2>`);
    for (const value of ['/services/data-analytics', 'www.google.com', 'google', 'cpc']) expect(html).toContain(`<bdi>${value}</bdi>`);
    expect(html).toContain('<bdi>&lt;b&gt;spring&lt;/b&gt; \u202eevil</bdi>');
    expect(html).toContain('<dd>1,234<span');
    expect(html).toContain('<time dateTime="2026-11-24T14:51:00.000Z">');
    expect(html).not.toContain(enquiryCopy.source.noVisit);
    expect(html).toContain(`<dd>${enquiryCopy.source.matched.view}</dd>`);
  });

  it('lists the pages seen before it, in order, each path the visitor’s text; says where they went once swept', () => {
    const path = [
      { at: Date.UTC(2026, 10, 24, 14, 51), path: '/services/data-analytics' },
      { at: Date.UTC(2026, 10, 24, 14, 58), path: '/contact-us?<b>x</b>' },
    ];
    const html = renderToStaticMarkup(<EnquirySource source={source} path={path} spam={false} />);
    expect(html).toMatch(/<ol[^>]*><li><time dateTime="2026-11-24T14:51:00.000Z">14:51<\/time> <bdi[^>]*>\/services\/data-analytics<\/bdi><\/li><li>.*14:58.*\/contact-us\?&lt;b&gt;x&lt;\/b&gt;<\/bdi><\/li><\/ol>/);
    expect(html).not.toContain(enquiryCopy.source.pathGone(30));
    expect(renderToStaticMarkup(<EnquirySource source={source} path={undefined} spam={false} />)).toContain(enquiryCopy.source.pathGone(30));
  });

  it('says when the visit was found by the sender’s key, which a neighbour could share', () => {
    const byKey = renderToStaticMarkup(<EnquirySource source={{ ...source, matchedBy: 'key' }} spam={false} />);
    expect(byKey).toContain(`<dd>${enquiryCopy.source.matched.key}</dd>`);
    expect(renderToStaticMarkup(<EnquirySource source={{ ...source, matchedBy: null }} spam={false} />)).toContain(`<dd>${enquiryCopy.source.matched.before}</dd>`);
  });

  it('shows the last touch beside the first when a campaign brought the visit back, else says it was the first', () => {
    const copy = enquiryCopy.source;
    expect(renderToStaticMarkup(<EnquirySource source={source} spam={false} />)).toContain(`<dd>${copy.sameAsFirst}</dd>`);
    const back = { ...source, lastReferrerHost: null, lastUtmSource: 'newsletter', lastUtmMedium: 'email', lastUtmCampaign: 'december-<i>digest</i>', lastChannel: 'email', lastTouchAt: Date.UTC(2026, 10, 24, 14, 56) };
    const html = renderToStaticMarkup(<EnquirySource source={back} spam={false} />);
    expect(html).not.toContain(copy.sameAsFirst);
    expect(html).toContain(`<dt>${copy.lastTouch}</dt><dd><dl`);
    expect(html).toContain('<time dateTime="2026-11-24T14:56:00.000Z">');
    // The first touch stays as it came (Google, search); the last one its own.
    expect(html).toMatch(/<dt>Channel<\/dt><dd>Search<\/dd>.*<dt>Channel<\/dt><dd>Email<\/dd>/);
    for (const value of ['newsletter', 'email', 'december-&lt;i&gt;digest&lt;/i&gt;']) expect(html).toContain(`<bdi>${value}</bdi>`);
  });

  it('says when no visit was recorded, or that spam is never looked for', () => {
    expect(renderToStaticMarkup(<EnquirySource source={undefined} spam={false} />)).toContain(enquiryCopy.source.noVisit);
    expect(renderToStaticMarkup(<EnquirySource source={undefined} spam />)).toContain(enquiryCopy.source.spam);
    expect(renderToStaticMarkup(<EnquirySource source={{ ...source, referrerHost: null }} spam={false} />)).toContain(enquiryCopy.source.direct);
  });
});
