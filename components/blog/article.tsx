import { StaticImage } from '@/components/media/static-image';
import { Link } from '@/components/navigation/link';
import { blogPage } from '@/content/pages';
import type { BlogPost, BlogPostSummary } from '@/content/types';
import { formatDate, type BlogAuthor } from '@/lib/bylines';
import { coverUrl } from '@/lib/media';
import { PostCard } from './post-card';
import styles from './article.module.css';

/** Where the cover is displayed (article.module.css, .coverBox). */
const COVER_SHOWN = '(min-width: 768px)';

/**
 * The cover's width: the article's column (the container less its gutters; from 1024 px less the 18rem aside and the
 * gap too), 856 px at most. The last entry only keeps the srcset to the copies a shown cover can need: below 768 px
 * the cover is not displayed.
 */
const COVER_SIZES = '(min-width: 1320px) 856px, (min-width: 1024px) calc(91vw - 344px), (min-width: 768px) calc(95vw - 16px), 100vw';

interface ArticleProps {
  post: BlogPost;
  /** The byline links to the author's page. */
  author: Pick<BlogAuthor, 'name' | 'role' | 'path'>;
  mostRead: readonly BlogPostSummary[];
}

export function Article({ post, author, mostRead }: ArticleProps) {
  return (
    <div className={`container ${styles.layout}`}>
      <article className={styles.article} aria-labelledby="page-title">
        <header className={styles.header}>
          <Link href="/blog" className={styles.back}>
            <span aria-hidden="true">← </span>
            {blogPage.backToBlog}
          </Link>
          <ul className={styles.tags} aria-label={blogPage.topics}>
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <h1 id="page-title" className={styles.title}>
            {post.title}
          </h1>
          <p className={styles.summary}>{post.summary}</p>
          <p className={styles.meta}>
            {blogPage.by}{' '}
            <Link href={author.path} rel="author" className={styles.author}>
              {author.name}
            </Link>
            , {author.role}
            <span aria-hidden="true"> · </span>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            <span aria-hidden="true"> · </span>
            {post.readingMinutes} {blogPage.minutesRead}
          </p>
        </header>
        {/* From a tablet's width, the cover under the byline as wide as the column. On a phone the article is its words:
            there the cover would be the largest thing on the first screen, painted a round trip after the words that
            paint with the document, so it is not displayed and, lazy, never fetched; the preload is for wider screens. */}
        <div className={styles.coverBox}>
          <StaticImage className={styles.cover} src={coverUrl(post.cover)} alt={post.coverAlt} width={1200} height={630} sizes={COVER_SIZES} loading="lazy" preload preloadMedia={COVER_SHOWN} />
        </div>
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <aside className={styles.aside} aria-labelledby="most-read">
        <h2 id="most-read" className={styles.asideHeading}>
          {blogPage.mostRead}
        </h2>
        <ol className={styles.mostRead}>
          {mostRead.map((item) => (
            <li key={item.slug}>
              <PostCard post={item} headingLevel="h3" compact />
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
