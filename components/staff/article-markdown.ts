// The body's Markdown edits, each from the text and its selection to what to replace and select after: pure, so tested without a browser (only applyEdit touches the page).
import { articleEditor as copy } from '@/content/staff-articles';

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export interface BodyEdit {
  from: number;
  to: number;
  insert: string;
  /** In the text after the edit. */
  selectStart: number;
  selectEnd: number;
}

export function wrapSelection({ value, start, end }: TextSelection, before: string, after: string): BodyEdit {
  const selected = value.slice(start, end);
  if (start >= before.length && value.slice(start - before.length, start) === before && value.slice(end, end + after.length) === after) {
    const from = start - before.length;
    return { from, to: end + after.length, insert: selected, selectStart: from, selectEnd: from + selected.length };
  }
  const selectStart = start + before.length;
  return { from: start, to: end, insert: `${before}${selected}${after}`, selectStart, selectEnd: selectStart + selected.length };
}

export function linkSelection({ value, start, end }: TextSelection): BodyEdit {
  const selected = value.slice(start, end);
  // A selected address becomes the link's target, with the cursor where its words go.
  if (/^https?:\/\/\S+$/.test(selected)) return { from: start, to: end, insert: `[](${selected})`, selectStart: start + 1, selectEnd: start + 1 };
  const target = 'https://';
  const insert = `[${selected}](${target})`;
  if (selected === '') return { from: start, to: end, insert, selectStart: start + 1, selectEnd: start + 1 };
  const targetStart = start + selected.length + 3;
  return { from: start, to: end, insert, selectStart: targetStart, selectEnd: targetStart + target.length };
}

/** Adds the prefix to every line the selection touches, or takes it off when each already has it. */
export function prefixLines({ value, start, end }: TextSelection, prefix: string): BodyEdit {
  const from = start === 0 ? 0 : value.lastIndexOf('\n', start - 1) + 1;
  const last = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const lineEnd = value.indexOf('\n', last);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const written = lines.filter((line) => lines.length === 1 || line.trim() !== '');
  const remove = written.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (!written.includes(line) ? line : remove ? line.slice(prefix.length) : `${prefix}${line}`));
  const insert = changed.join('\n');
  // A selection from a line's start keeps its prefixes in it; a cursor moves with its text.
  const selectStart = end > start && start === from ? from : Math.max(from, start + (changed[0] ?? '').length - (lines[0] ?? '').length);
  return { from, to, insert, selectStart, selectEnd: Math.max(selectStart, end + insert.length - (to - from)) };
}

export function fenceSelection({ value, start, end }: TextSelection): BodyEdit {
  const stop = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const selected = value.slice(start, stop);
  const open = `${start === 0 || value[start - 1] === '\n' ? '' : '\n'}\`\`\`\n`;
  const close = `\n\`\`\`${stop === value.length || value[stop] === '\n' ? '' : '\n'}`;
  const selectStart = start + open.length;
  return { from: start, to: stop, insert: `${open}${selected}${close}`, selectStart, selectEnd: selectStart + selected.length };
}

/** A GFM table needs a blank line before and after it: they are added where the text lacks them. */
export function insertTable({ value, end }: TextSelection): BodyEdit {
  const before = value.slice(0, end);
  const after = value.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const [first, second] = [copy.tableColumn(1), copy.tableColumn(2)];
  const insert = `${lead}| ${first} | ${second} |\n| --- | --- |\n|  |  |\n|  |  |${tail}`;
  const selectStart = end + lead.length + 2;
  return { from: end, to: end, insert, selectStart, selectEnd: selectStart + first.length };
}

export const insertAtCursor = ({ end }: TextSelection, text: string): BodyEdit => ({ from: end, to: end, insert: text, selectStart: end + text.length, selectEnd: end + text.length });

export type Tool = keyof typeof copy.toolbar;

export const TOOLS: Record<Tool, (selection: TextSelection) => BodyEdit> = {
  heading: (selection) => prefixLines(selection, '## '),
  bold: (selection) => wrapSelection(selection, '**', '**'),
  italic: (selection) => wrapSelection(selection, '_', '_'),
  link: linkSelection,
  list: (selection) => prefixLines(selection, '- '),
  quote: (selection) => prefixLines(selection, '> '),
  code: fenceSelection,
  table: insertTable,
};
export const TOOL_NAMES = Object.keys(TOOLS) as Tool[];
export const SHORTCUTS: Partial<Record<Tool, string>> = { bold: 'Control+B Meta+B', italic: 'Control+I Meta+I', link: 'Control+K Meta+K' };
export const KEY_TOOLS: Partial<Record<string, Tool>> = { b: 'bold', i: 'italic', k: 'link' };

/** Applies an edit through the browser's own typing, so Undo takes it back; setRangeText where that is missing. */
export function applyEdit(textarea: HTMLTextAreaElement, edit: BodyEdit, commit: (value: string) => void) {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  const typed = edit.insert !== '' && typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert);
  if (!typed) {
    textarea.setRangeText(edit.insert, edit.from, edit.to, 'end');
    commit(textarea.value);
  }
  textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
}
