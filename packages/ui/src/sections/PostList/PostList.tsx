import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { Section } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import * as styles from './PostList.css';

export interface PostListItem {
  /** The post's page, e.g. /blog/irmaa-explained. */
  href: string;
  /** The post's title (an h2 link). */
  title: string;
  /** Date, reading time and author, e.g. "September 15, 2026 · 6 min read · Sarah Mitchell". */
  byline: string;
  /** One or two sentences about the post. */
  description: string;
  /** The post's topics in words, e.g. "Topics: IRMAA · Part B"; nothing is shown when empty. */
  topics?: string;
}

export interface PostListProps {
  /** The posts, newest first. */
  items: ReadonlyArray<PostListItem>;
}

/** The blog's list of posts: each a card with its title as a link, its byline, summary and topics. */
export function PostList({ items }: PostListProps) {
  return (
    <Section width="prose">
      <ul className={styles.list}>
        {items.map((post) => (
          <Card as="li" key={post.href}>
            <Heading level={2} size={3} wrap="pretty">
              <Link href={post.href}>{post.title}</Link>
            </Heading>
            <Text tone="muted" size="small">
              {post.byline}
            </Text>
            <Text>{post.description}</Text>
            {post.topics ? (
              <Text tone="muted" size="small">
                {post.topics}
              </Text>
            ) : null}
          </Card>
        ))}
      </ul>
    </Section>
  );
}
