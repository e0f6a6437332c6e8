import { fenceSelection, insertAtCursor, insertTable, KEY_TOOLS, linkSelection, prefixLines, SHORTCUTS, TOOL_NAMES, TOOLS, wrapSelection, type BodyEdit, type TextSelection } from './article-markdown';

const at = (value: string, start: number, end = start): TextSelection => ({ value, start, end });

/** The text after the edit and what it leaves selected, as the textarea would show them. */
function applied({ value }: TextSelection, edit: BodyEdit) {
  const text = `${value.slice(0, edit.from)}${edit.insert}${value.slice(edit.to)}`;
  return { text, selected: text.slice(edit.selectStart, edit.selectEnd) };
}

describe('wrapSelection', () => {
  it('puts an empty pair at the cursor, with the cursor between them', () => {
    const selection = at('ab', 1);
    const edit = wrapSelection(selection, '**', '**');
    expect(edit).toEqual({ from: 1, to: 1, insert: '****', selectStart: 3, selectEnd: 3 });
    expect(applied(selection, edit)).toEqual({ text: 'a****b', selected: '' });
  });

  it('wraps a word and keeps it selected', () => {
    const selection = at('say hello now', 4, 9);
    const edit = wrapSelection(selection, '**', '**');
    expect(edit).toEqual({ from: 4, to: 9, insert: '**hello**', selectStart: 6, selectEnd: 11 });
    expect(applied(selection, edit)).toEqual({ text: 'say **hello** now', selected: 'hello' });
  });

  it('takes the pair off a word it already wraps', () => {
    const selection = at('say **hello** now', 6, 11);
    const edit = wrapSelection(selection, '**', '**');
    expect(edit).toEqual({ from: 4, to: 13, insert: 'hello', selectStart: 4, selectEnd: 9 });
    expect(applied(selection, edit)).toEqual({ text: 'say hello now', selected: 'hello' });
  });
});

describe('linkSelection', () => {
  it('puts the cursor in an empty link’s words', () => {
    const selection = at('see ', 4);
    const edit = linkSelection(selection);
    expect(edit).toEqual({ from: 4, to: 4, insert: '[](https://)', selectStart: 5, selectEnd: 5 });
    expect(applied(selection, edit)).toEqual({ text: 'see [](https://)', selected: '' });
  });

  it('makes a selected word the link’s words and selects the address to type over', () => {
    const selection = at('see docs', 4, 8);
    const edit = linkSelection(selection);
    expect(edit).toEqual({ from: 4, to: 8, insert: '[docs](https://)', selectStart: 11, selectEnd: 19 });
    expect(applied(selection, edit)).toEqual({ text: 'see [docs](https://)', selected: 'https://' });
  });

  it('makes a selected address the target, with the cursor where the words go', () => {
    const selection = at('go https://x.org', 3, 16);
    const edit = linkSelection(selection);
    expect(edit).toEqual({ from: 3, to: 16, insert: '[](https://x.org)', selectStart: 4, selectEnd: 4 });
    expect(applied(selection, edit)).toEqual({ text: 'go [](https://x.org)', selected: '' });
  });
});

describe('prefixLines', () => {
  it('prefixes the cursor’s line and moves the cursor with its text', () => {
    const selection = at('one\ntwo', 5);
    const edit = prefixLines(selection, '## ');
    expect(edit).toEqual({ from: 4, to: 7, insert: '## two', selectStart: 8, selectEnd: 8 });
    expect(applied(selection, edit).text).toBe('one\n## two');
  });

  it('prefixes every written line of a selection, skipping blank ones, and selects them all', () => {
    const selection = at('a\n\nb\nc', 0, 6);
    const edit = prefixLines(selection, '- ');
    expect(edit).toEqual({ from: 0, to: 6, insert: '- a\n\n- b\n- c', selectStart: 0, selectEnd: 12 });
    expect(applied(selection, edit)).toEqual({ text: '- a\n\n- b\n- c', selected: '- a\n\n- b\n- c' });
  });

  it('takes the prefix off when every line has it', () => {
    const selection = at('> a\n> b', 0, 7);
    const edit = prefixLines(selection, '> ');
    expect(edit).toEqual({ from: 0, to: 7, insert: 'a\nb', selectStart: 0, selectEnd: 3 });
    expect(applied(selection, edit)).toEqual({ text: 'a\nb', selected: 'a\nb' });
  });

  it('leaves the line after a selection that ends with its newline alone', () => {
    const selection = at('a\nb\nc', 0, 4);
    const edit = prefixLines(selection, '- ');
    expect(edit).toEqual({ from: 0, to: 3, insert: '- a\n- b', selectStart: 0, selectEnd: 8 });
    expect(applied(selection, edit)).toEqual({ text: '- a\n- b\nc', selected: '- a\n- b\n' });
  });
});

describe('fenceSelection', () => {
  it('fences a selection inside a line on lines of its own', () => {
    const selection = at('run ls now', 4, 6);
    const edit = fenceSelection(selection);
    expect(edit).toEqual({ from: 4, to: 6, insert: '\n```\nls\n```\n', selectStart: 9, selectEnd: 11 });
    expect(applied(selection, edit)).toEqual({ text: 'run \n```\nls\n```\n now', selected: 'ls' });
  });

  it('fences whole lines without adding blank ones, leaving the last newline outside', () => {
    const selection = at('a\nb\n', 0, 4);
    const edit = fenceSelection(selection);
    expect(edit).toEqual({ from: 0, to: 3, insert: '```\na\nb\n```', selectStart: 4, selectEnd: 7 });
    expect(applied(selection, edit)).toEqual({ text: '```\na\nb\n```\n', selected: 'a\nb' });
  });

  it('opens an empty fence in an empty text with the cursor inside', () => {
    const selection = at('', 0);
    const edit = fenceSelection(selection);
    expect(edit).toEqual({ from: 0, to: 0, insert: '```\n\n```', selectStart: 4, selectEnd: 4 });
    expect(applied(selection, edit)).toEqual({ text: '```\n\n```', selected: '' });
  });
});

describe('insertTable', () => {
  const table = '| Column 1 | Column 2 |\n| --- | --- |\n|  |  |\n|  |  |';

  it('goes into an empty text as it is, with the first heading selected', () => {
    const selection = at('', 0);
    const edit = insertTable(selection);
    expect(edit).toEqual({ from: 0, to: 0, insert: table, selectStart: 2, selectEnd: 10 });
    expect(applied(selection, edit)).toEqual({ text: table, selected: 'Column 1' });
  });

  it('adds a blank line after a paragraph', () => {
    const selection = at('Intro', 5);
    const edit = insertTable(selection);
    expect(edit).toEqual({ from: 5, to: 5, insert: `\n\n${table}`, selectStart: 9, selectEnd: 17 });
    expect(applied(selection, edit)).toEqual({ text: `Intro\n\n${table}`, selected: 'Column 1' });
  });

  it('goes in at the selection’s end, keeping the selected text, with blank lines on both sides', () => {
    const selection = at('Intro\nMore', 2, 6);
    const edit = insertTable(selection);
    expect(edit).toEqual({ from: 6, to: 6, insert: `\n${table}\n\n`, selectStart: 9, selectEnd: 17 });
    expect(applied(selection, edit)).toEqual({ text: `Intro\n\n${table}\n\nMore`, selected: 'Column 1' });
  });
});

describe('insertAtCursor', () => {
  it('inserts at the selection’s end without replacing it, the cursor after the insert', () => {
    const selection = at('ab', 0, 1);
    const edit = insertAtCursor(selection, 'X');
    expect(edit).toEqual({ from: 1, to: 1, insert: 'X', selectStart: 2, selectEnd: 2 });
    expect(applied(selection, edit)).toEqual({ text: 'aXb', selected: '' });
  });
});

describe('the toolbar’s tools', () => {
  it('come in the toolbar’s order, with the keys that reach them', () => {
    expect(TOOL_NAMES).toEqual(['heading', 'bold', 'italic', 'link', 'list', 'quote', 'code', 'table']);
    expect(SHORTCUTS).toEqual({ bold: 'Control+B Meta+B', italic: 'Control+I Meta+I', link: 'Control+K Meta+K' });
    expect(KEY_TOOLS).toEqual({ b: 'bold', i: 'italic', k: 'link' });
  });

  it('each make their own mark', () => {
    const word = at('word', 0, 4);
    const inserts = Object.fromEntries(TOOL_NAMES.map((tool) => [tool, TOOLS[tool](word).insert]));
    expect(inserts).toEqual({
      heading: '## word',
      bold: '**word**',
      italic: '_word_',
      link: '[word](https://)',
      list: '- word',
      quote: '> word',
      code: '```\nword\n```',
      table: '\n\n| Column 1 | Column 2 |\n| --- | --- |\n|  |  |\n|  |  |',
    });
  });
});
