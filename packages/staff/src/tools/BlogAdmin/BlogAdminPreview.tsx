// The blog editor's live preview: the post's title, description and body as the site renders them (a beat behind
// the typing), or why the body could not be drawn.
import type { BlogAdminCopy } from '../copy';
import { fill } from '../format';
import * as styles from './BlogAdmin.css';
import { Heading, Prose, Text } from '@agency/ui';

export interface BlogAdminPreviewProps {
  /** The heading's id (the section is named by it). */
  headingId: string;
  words: Pick<
    BlogAdminCopy['editor'],
    'previewHeading' | 'previewUntitled' | 'previewFailed' | 'previewEmpty'
  >;
  title: string;
  description: string;
  /** The body's sanitized HTML, or the message of the renderer that threw. */
  html: { ok: true; value: string } | { ok: false; message: string };
}

export function BlogAdminPreview({ headingId, words, title, description, html }: BlogAdminPreviewProps) {
  return (
    // Scrolls by itself beside the fields on wide screens, so it must take keyboard focus (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className={styles.preview} aria-labelledby={headingId} tabIndex={0}>
      <Heading level={3} id={headingId}>
        {words.previewHeading}
      </Heading>
      <p className={styles.previewTitle}>{title.trim() || words.previewUntitled}</p>
      {description.trim() ? <p className={styles.previewLead}>{description}</p> : null}
      {!html.ok ? (
        <Text tone="critical">{fill(words.previewFailed, { message: html.message })}</Text>
      ) : html.value.trim() ? (
        <Prose html={html.value} />
      ) : (
        <p className={styles.previewEmpty}>{words.previewEmpty}</p>
      )}
    </section>
  );
}
