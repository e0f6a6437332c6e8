import type { BlogPostSummary } from '@/content/types';
import { PostCard } from './post-card';
import styles from './post-list.module.css';

interface PostListProps {
  posts: readonly BlogPostSummary[];
  /** A heading over the list, which makes it a section of the page (an author's articles); the blog index has none. */
  heading?: string;
}

export function PostList({ posts, heading }: PostListProps) {
  const grid = (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.slug} data-reveal={index % 2 ? 'right' : 'left'}>
          <PostCard post={post} headingLevel={heading ? 'h3' : 'h2'} leading={index < 3} main={index === 0} />
        </li>
      ))}
    </ul>
  );
  if (!heading) return <div className="container">{grid}</div>;
  return (
    <section className="container" aria-labelledby="posts-heading">
      <h2 id="posts-heading" className={styles.heading}>
        {heading}
      </h2>
      {grid}
    </section>
  );
}
