import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BodyField } from './article-body-field';

// The text's length under it, as the writer types: words and minutes, as the published page counts them.

const field = (value: string) =>
  renderToStaticMarkup(<BodyField bodyRef={createRef()} value={value} error={undefined} readOnly={false} onChange={() => undefined} onEdit={() => undefined} />);

describe('the article text field', () => {
  it('says how long the text is and how long it takes to read', () => {
    expect(field(' \n ')).toContain('No words yet');
    expect(field('Hello')).toContain('1 word · 1 min read');
    expect(field(Array.from({ length: 1_321 }, () => 'word').join(' '))).toContain('1,321 words · 7 min read');
  });
});
