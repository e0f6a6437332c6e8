import { StaticImage } from '@/components/media/static-image';
import { Link } from '@/components/navigation/link';
import { blogPage } from '@/content/pages';
import type { BlogPost } from '@/content/types';
import { formatDate } from '@/lib/bylines';
import { coverUrl } from '@/lib/media';
import styles from './post-card.module.css';

interface PostCardProps {
  post: BlogPost;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  /** In the page's first screen: the cover loads at once, not lazily. */
  leading?: boolean;
  /** The page's first and largest picture, its LCP on a phone: preloaded in the head, fetched first. */
  main?: boolean;
}

/** The whole card is one link, named by the article's title. */
export function PostCard({ post, headingLevel: Heading = 'h2', compact = false, leading = false, main = false }: PostCardProps) {
  return (
    <article className={styles.card} data-compact={compact}>
      <StaticImage className={styles.cover} src={coverUrl(post.cover)} alt={post.coverAlt} width={1200} height={630} loading={leading ? 'eager' : 'lazy'} preload={main} sizes={compact ? '(min-width: 1024px) 20vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'} />
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
