import {
  ARTICLE_FIELD_NAMES,
  browserStorage,
  localCopyKey,
  parseLocalCopy,
  readLocalCopy,
  removeLocalCopy,
  sameFields,
  serializeLocalCopy,
  writeLocalCopy,
  type ArticleFieldValues,
} from './article-editor-storage';

/** A Storage over a Map; `fail` makes every call throw, as a full or disabled one does. */
class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  fail: false | 'quota' | 'security' = false;

  get length() {
    return this.items.size;
  }
  clear() {
    this.check();
    this.items.clear();
  }
  getItem(key: string) {
    this.check();
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.check();
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.check();
    this.items.set(key, value);
  }
  private check() {
    if (this.fail === 'quota') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    if (this.fail === 'security') throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

const fields: ArticleFieldValues = {
  title: 'Cloud costs in 2027',
  slug: 'cloud-costs-in-2027',
  summary: 'What a bill holds.',
  body: '## Start\n\nText with “quotes” and **bold**.',
  author: 'priya-raman',
  authorRole: 'Head of AI Delivery',
  tags: 'cloud, costs',
  cover: 'uploads/0123456789abcdef0123456789abcdef',
  coverAlt: 'A bill on a desk',
  date: '2027-01-15',
  seoTitle: 'What a cloud bill holds in 2027',
  seoDescription: 'Where the money goes, line by line.',
};
const now = new Date('2027-01-15T09:30:00.000Z');

describe('the local copy of an article', () => {
  it('is kept under one key per article, and one for a new article', () => {
    expect(localCopyKey(42)).toBe('quillmark-article:42');
    expect(localCopyKey(null)).toBe('quillmark-article:new');
  });

  it('names every field the form posts, in the form’s order', () => {
    expect(ARTICLE_FIELD_NAMES).toEqual(['title', 'slug', 'summary', 'body', 'author', 'authorRole', 'tags', 'cover', 'coverAlt', 'date', 'seoTitle', 'seoDescription']);
  });

  it('reads back what it wrote, with the revision it was written on and when', () => {
    const storage = new FakeStorage();
    writeLocalCopy(storage, 7, fields, 31, now);
    expect(JSON.parse(storage.items.get('quillmark-article:7') ?? '')).toEqual({ fields, baseRevisionId: 31, savedAt: '2027-01-15T09:30:00.000Z' });
    expect(readLocalCopy(storage, 7)).toEqual({ fields, baseRevisionId: 31, savedAt: '2027-01-15T09:30:00.000Z' });
    expect(readLocalCopy(storage, 8)).toBeNull();
  });

  it('keeps a new article’s copy apart from the saved ones', () => {
    const storage = new FakeStorage();
    writeLocalCopy(storage, null, fields, null, now);
    expect(readLocalCopy(storage, null)?.baseRevisionId).toBeNull();
    expect(readLocalCopy(storage, 1)).toBeNull();
  });

  it('is removed after a save, and removing a missing one does nothing', () => {
    const storage = new FakeStorage();
    writeLocalCopy(storage, 7, fields, 31, now);
    removeLocalCopy(storage, 7);
    removeLocalCopy(storage, 9);
    expect(storage.length).toBe(0);
  });

  it('ignores anything that is not a whole copy', () => {
    const valid = JSON.parse(serializeLocalCopy(fields, 3, now)) as Record<string, unknown>;
    const without = (name: string) => ({ ...valid, fields: Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name)) });
    for (const text of [
      null,
      '',
      'not json',
      'null',
      '[]',
      '"text"',
      JSON.stringify({ ...valid, fields: null }),
      JSON.stringify(without('coverAlt')),
      JSON.stringify({ ...valid, fields: { ...fields, tags: ['cloud'] } }),
      JSON.stringify({ ...valid, baseRevisionId: '3' }),
      JSON.stringify({ ...valid, baseRevisionId: 0 }),
      JSON.stringify({ ...valid, baseRevisionId: 2.5 }),
      JSON.stringify({ ...valid, savedAt: 'yesterday' }),
      JSON.stringify({ fields, baseRevisionId: 3 }),
    ])
      expect(parseLocalCopy(text)).toBeNull();
  });

  it('reads a copy kept before the search fields as having them empty', () => {
    const { seoTitle: _title, seoDescription: _description, ...before } = fields;
    const text = JSON.stringify({ fields: before, baseRevisionId: 3, savedAt: now.toISOString() });
    expect(parseLocalCopy(text)?.fields).toEqual({ ...fields, seoTitle: '', seoDescription: '' });
  });

  it('drops fields the form no longer has', () => {
    const text = JSON.stringify({ fields: { ...fields, subtitle: 'Old' }, baseRevisionId: null, savedAt: now.toISOString() });
    expect(parseLocalCopy(text)?.fields).toEqual(fields);
  });

  it('survives a full or refused storage without throwing', () => {
    for (const fail of ['quota', 'security'] as const) {
      const storage = new FakeStorage();
      storage.items.set(localCopyKey(7), serializeLocalCopy(fields, 1, now));
      storage.fail = fail;
      expect(() => writeLocalCopy(storage, 7, fields, 2, now)).not.toThrow();
      expect(readLocalCopy(storage, 7)).toBeNull();
      expect(() => removeLocalCopy(storage, 7)).not.toThrow();
    }
  });

  it('does nothing without a storage, as on the server', () => {
    expect(browserStorage()).toBeNull();
    expect(() => writeLocalCopy(null, 7, fields, 1, now)).not.toThrow();
    expect(readLocalCopy(null, 7)).toBeNull();
    expect(() => removeLocalCopy(null, 7)).not.toThrow();
  });

  it('compares every field', () => {
    expect(sameFields(fields, { ...fields })).toBe(true);
    for (const name of ARTICLE_FIELD_NAMES) expect(sameFields(fields, { ...fields, [name]: `${fields[name]} ` })).toBe(false);
  });
});
