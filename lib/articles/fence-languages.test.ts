import { fenceLanguage, GRAMMARS, grammarsNamedIn } from './fence-languages';

describe('the languages a body’s fences name', () => {
  it('finds each grammar once, by any name a writer types, in quotes and list items too', () => {
    const body = [
      '```ts',
      'const a = 1;',
      '```',
      '',
      '~~~ Python title="x.py"',
      'print(1)',
      '~~~',
      '',
      '> ```bash',
      '> echo hi',
      '> ```',
      '',
      '1. ```yml',
      '   a: 1',
      '   ```',
      '',
      '````typescript',
      'let b;',
      '````',
      '',
      '```cobol',
      'MOVE A TO B.',
      '```',
      '',
      'Inline ```js``` is not a fence start, and neither is a fence without a name:',
      '```',
      'plain',
      '```',
    ].join('\n');
    expect(grammarsNamedIn(body)).toEqual(['typescript', 'python', 'shellscript', 'yaml']);
    expect(grammarsNamedIn('No code at all.')).toEqual([]);
  });

  it('reads a hostile body in one pass: long runs of markers, digits and quotes name nothing', () => {
    for (const body of ['`'.repeat(200_000), `${'> '.repeat(50_000)}\`\`\``, `${'1'.repeat(200_000)}\n`.repeat(5), '```\n'.repeat(50_000)]) {
      expect(grammarsNamedIn(body)).toEqual([]);
    }
  });

  it('gives every name a grammar the site highlights, and a label', () => {
    for (const name of ['ts', 'tsx', 'js', 'jsx', 'json', 'sh', 'bash', 'py', 'sql', 'css', 'html', 'yaml', 'go', 'java', 'cs', 'diff', 'dockerfile']) {
      const language = fenceLanguage(name);
      expect(GRAMMARS).toContain(language?.grammar);
      expect(language?.label).toMatch(/\S/);
    }
    expect(fenceLanguage('cobol')).toEqual({ name: 'cobol', label: 'cobol', grammar: undefined });
    expect(fenceLanguage('"><script>')).toBeUndefined();
  });
});
