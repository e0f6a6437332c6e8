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
        {posts.map((post, index) => (
          <li key={post.slug} data-reveal={index % 2 ? 'right' : 'left'}>
            <PostCard post={post} leading={index < 3} main={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
