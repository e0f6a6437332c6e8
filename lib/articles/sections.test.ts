import { sectioned } from './sections';

describe('sectioned', () => {
  it('wraps each part from one h2 to the next in a deferred section and leaves the opening as it is', () => {
    const html = '<p>Opening.</p>\n<h2>One</h2>\n<p>First.</p>\n<h3>Aside</h3>\n<p>More.</p>\n<h2 id="two">Two</h2>\n<p>Second.</p>\n';
    expect(sectioned(html)).toBe(
      '<p>Opening.</p>\n<section data-defer-layout><h2>One</h2>\n<p>First.</p>\n<h3>Aside</h3>\n<p>More.</p></section>\n<section data-defer-layout><h2 id="two">Two</h2>\n<p>Second.</p></section>\n',
    );
  });

  it('leaves an article without h2 headings untouched, and never splits on other tags starting with h2', () => {
    expect(sectioned('<p>Only text.</p>\n')).toBe('<p>Only text.</p>\n');
    expect(sectioned('<p>a</p><h2x>b</h2x>')).toBe('<p>a</p><h2x>b</h2x>');
  });

  it('starts a section only at an h2 outside any quote, list item or table cell', () => {
    const html = '<blockquote>\n<h2>Quoted</h2>\n</blockquote>\n<ul>\n<li><h2>Listed</h2></li>\n</ul>\n<h2>Real</h2>\n<p>Text.</p>\n';
    expect(sectioned(html)).toBe('<blockquote>\n<h2>Quoted</h2>\n</blockquote>\n<ul>\n<li><h2>Listed</h2></li>\n</ul>\n<section data-defer-layout><h2>Real</h2>\n<p>Text.</p></section>\n');
  });
});
