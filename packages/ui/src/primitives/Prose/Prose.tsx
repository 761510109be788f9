import * as styles from './Prose.css';

export interface ProseProps {
  /**
   * Trusted HTML only: rendered at build time from the site's own markdown with raw HTML disabled
   * (never visitor input, never a chat reply).
   */
  html: string;
  /** Element to render, e.g. "article". */
  as?: 'article' | 'div';
}

/** Long-form text (a blog post): headings, paragraphs, lists, tables and links in the site's type scale. */
export function Prose({ html, as: As = 'div' }: ProseProps) {
  return <As className={styles.root} dangerouslySetInnerHTML={{ __html: html }} />;
}
