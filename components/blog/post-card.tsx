import { StaticImage } from '@/components/media/static-image';
import { Link } from '@/components/navigation/link';
import { blogPage } from '@/content/pages';
import type { BlogPostSummary } from '@/content/types';
import { formatDate } from '@/lib/bylines';
import { coverUrl } from '@/lib/media';
import styles from './post-card.module.css';

/**
 * How wide a card's cover is shown (post-list.module.css, post-card.module.css): a third of the container from
 * 1080 px (398 px at most), a half from 720 px, and below that the thumbnail beside the title (40 % of the card, 12rem
 * at most). The container is the viewport less its gutters, about 95vw - 16px.
 */
const COVER_SIZES = '(min-width: 1320px) 398px, (min-width: 1080px) calc((95vw - 64px) / 3), (min-width: 720px) calc((95vw - 40px) / 2), 34vw';
/** A compact card's, in an article's aside: beside the article from 1024 px (18rem, 20vw at 1440 px), under it below. */
const COMPACT_COVER_SIZES = '(min-width: 1024px) 20vw, 100vw';

interface PostCardProps {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  /** In the page's first screen: the cover loads at once, not lazily. */
  leading?: boolean;
  /**
   * The page's first picture: preloaded in the head, fetched first. From 720 px the covers are the largest thing on
   * the first screen (the LCP); on a phone it is a thumbnail and the words are (post-card.module.css).
   */
  main?: boolean;
}

/** The whole card is one link, named by the article's title. */
export function PostCard({ post, headingLevel: Heading = 'h2', compact = false, leading = false, main = false }: PostCardProps) {
  return (
    <article className={styles.card} data-compact={compact}>
      <StaticImage className={styles.cover} src={coverUrl(post.cover)} alt={post.coverAlt} width={1200} height={630} loading={leading ? 'eager' : 'lazy'} preload={main} sizes={compact ? COMPACT_COVER_SIZES : COVER_SIZES} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          {post.readingMinutes} {blogPage.minutesRead}
        </p>
        <Heading className={styles.title}>
          <Link href={`/blog/${post.slug}`} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        {compact ? null : <p className={styles.summary}>{post.summary}</p>}
        {compact ? null : (
          <p className={styles.author}>
            {blogPage.by} {post.author}, {post.authorRole}
          </p>
        )}
      </div>
    </article>
  );
}
