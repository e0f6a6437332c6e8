import { checkHtml } from './html-check';

const page = (head: string, body: string, html = '<html lang="en">') => `<!DOCTYPE html>${html}<head><meta charset="utf-8"><title>Plant</title>${head}</head><body>${body}</body></html>`;

const rulesOf = async (html: string) => (await checkHtml(html, 'planted.html')).map((problem) => problem.rule);

describe('the HTML check', () => {
  it('passes a valid page', async () => {
    const body = '<main><form action="/contact-us" method="post"><label for="phone">Phone</label><input id="phone" name="phone" type="text" inputmode="numeric" autocomplete="tel-national"><button type="submit">Send</button></form></main>';
    expect(await checkHtml(page('', body), 'valid.html')).toEqual([]);
  });

  it.each([
    ['an empty form action (React without a permalink)', page('', '<form action="" method="post"><button type="submit">Send</button></form>'), 'attribute-allowed-values'],
    ['a national phone field on a tel input', page('', '<label for="p">Phone</label><input id="p" type="tel" autocomplete="tel-national">'), 'valid-autocomplete'],
    ['a document without a language', page('', '<p>Hello</p>', '<html>'), 'element-required-attributes'],
    ['an id used twice', page('', '<p id="a">One</p><p id="a">Two</p>'), 'no-dup-id'],
    ['a block inside a phrase', page('', '<p><span><div>Block</div></span></p>'), 'element-permitted-content'],
  ])('refuses %s', async (_, html, rule) => {
    expect(await rulesOf(html)).toContain(rule);
  });
});
