import { Link } from '@/components/navigation/link';
import { blogPage } from '@/content/pages';
import type { BlogPostSummary } from '@/content/types';
import { formatDate } from '@/lib/bylines';
import styles from './latest-articles.module.css';

/** The newest articles as a plain list of links: text only, so the home page gains no picture and little weight. */
export function LatestArticles({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.item}>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            <span aria-hidden="true"> · </span>
            {post.readingMinutes} {blogPage.minutesRead}
          </p>
          <h3 className={styles.title}>
            <Link href={`/blog/${post.slug}`}>{post.title}</Link>
          </h3>
          <p className={styles.summary}>{post.summary}</p>
        </li>
      ))}
    </ul>
  );
}
