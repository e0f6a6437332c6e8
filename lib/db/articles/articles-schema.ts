import type { Generated } from 'kysely';

/** What made a revision: a person's save (or restore), or the editor's own save as they typed. */
export type RevisionKind = 'save' | 'autosave';

// The articles' tables (schema.ts gathers them). What a state means, and what a valid article is, is lib/articles'.

export type ArticleStateColumn = 'draft' | 'published' | 'unpublished';

/** One article: its live slug, its state, and which of its revisions the site shows and the editor opens. */
export interface ArticlesTable {
  id: Generated<number>;
  /** The slug it is served at once published (a draft's reserves it). */
  slug: string;
  state: ArticleStateColumn;
  /** When a published article goes live: in the future, it is scheduled. A republish moves it. */
  publishAt: number | null;
  /**
   * When it first went live, kept through unpublishing and republishing; while its first publication waits, that
   * time (in the future). Null for an article never published, or whose first schedule was cancelled.
   */
  firstPublishedAt: number | null;
  /** What the public site shows; kept after an unpublish, for the history. */
  publishedRevisionId: number | null;
  /** An update of a live article waiting for its time: the site shows it from `scheduledAt`, the published one before. */
  scheduledRevisionId: number | null;
  scheduledAt: number | null;
  /** The newest revision saved: what the editor opens, and what a save must start from. */
  currentRevisionId: number | null;
  createdAt: number;
  updatedAt: number;
  /** Who changed it last, by name, as the list shows it. */
  updatedBy: string;
  /** Deleted into the bin (a draft or an unpublished article only): kept 30 days from then, restorable; null otherwise. */
  binnedAt: number | null;
  binnedBy: string | null;
}

/** Every save of an article, whole: never changed once written. */
export interface ArticleRevisionsTable {
  id: Generated<number>;
  articleId: number;
  /** 1, 2, 3… per article. */
  number: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** The slug of the author's page (article_authors). */
  author: string;
  authorRole: string;
  /** JSON: an array of tags. */
  tags: string;
  /** A build-time picture's key (blog/…) or an upload's (uploads/…). */
  cover: string;
  coverAlt: string;
  /** The date the article shows, YYYY-MM-DD. */
  date: string;
  /** For search engines and share cards; empty, the title (with the company's name) and the summary are used. */
  seoTitle: string;
  seoDescription: string;
  createdAt: number;
  createdById: string | null;
  createdByName: string;
  /** Why it was written other than by a save: a restore, a save beside a colleague's. */
  note: string | null;
  /** An autosave is replaced by the same person's next one while it is the newest and not on the site. */
  kind: Generated<RevisionKind>;
  /** The body as the site shows it, rendered once at save (lib/articles/renderer.ts); null until rendered. */
  html: string | null;
  readingMinutes: number | null;
  /** The version of the renderer that made `html`: an older one's is made again at boot. */
  renderer: number | null;
}

/** A slug an article was once published at: answered with a permanent redirect to where it is now. */
export interface ArticleRedirectsTable {
  fromSlug: string;
  articleId: number;
  createdAt: number;
}

export interface ArticlePicturesTable {
  /** The first 32 hex digits of the largest copy's SHA-256: the same upload twice is one picture. */
  id: string;
  kind: 'cover' | 'inline';
  width: number;
  height: number;
  createdAt: number;
  createdBy: string;
  /** When the sweep first found no revision showing it (null while one does): 30 days on, it is deleted. */
  unusedSince: number | null;
}

/** A revision that shows an uploaded picture, as its cover or in its text: what decides who may be served it. */
export interface ArticlePictureUsesTable {
  revisionId: number;
  pictureId: string;
}

export interface ArticlePictureFilesTable {
  pictureId: string;
  width: number;
  format: 'avif' | 'webp';
  bytes: Buffer;
}

/** An author's page at /blog/authors/{slug}: the byline an article names, kept by the staff member whose page it is. */
export interface ArticleAuthorsTable {
  /** The page's address, fixed once made: links to it and every article's byline name it. */
  slug: string;
  /** The staff member who keeps this page; null for one nobody has been given yet (an admin keeps it). */
  staffId: string | null;
  name: string;
  role: string;
  bio: string;
  /** What they write about: the end of the page's description for search; may be empty. */
  topics: string;
  /** An uploaded picture's key (uploads/…), or ''. */
  photo: string;
  photoAlt: string;
  createdAt: number;
  updatedAt: number;
  /** Who changed it last, by name. */
  updatedBy: string;
}
