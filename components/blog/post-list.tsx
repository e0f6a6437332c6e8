import type { BlogPost } from '@/content/types';
import { PostCard } from './post-card';
import styles from './post-list.module.css';

interface PostListProps {
  posts: readonly BlogPost[];
}

export function PostList({ posts }: PostListProps) {
  return (
    <div className="container">
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}
