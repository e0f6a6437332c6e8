import * as highlight from './highlight';
import { ready } from './render-worker';

jest.mock('./highlight', () => ({ ...jest.requireActual('./highlight'), warmHighlighter: jest.fn(jest.requireActual('./highlight').warmHighlighter) }));

describe('the render thread', () => {
  it('tokenizes a sample in every grammar before it says it is ready, so no body’s budget pays for compiling one', () => {
    expect(ready()).toBe(true);
    const warm = jest.mocked(highlight.warmHighlighter);
    expect(warm).toHaveBeenCalledTimes(1);
    // Each language a fence may name, by its grammar.
    expect([...warm.mock.results[0]!.value].sort()).toEqual(
      ['csharp', 'css', 'diff', 'dockerfile', 'go', 'html', 'java', 'javascript', 'json', 'jsx', 'python', 'shellscript', 'sql', 'tsx', 'typescript', 'yaml'].sort(),
    );
  });
});
