import { Link } from '../../primitives/Link/Link';
import { Section } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';

export interface FiguresNoteProps {
  /**
   * Which year's amounts the page shows where the year it speaks of is not in the figures yet, and the day the figures
   * were last checked (content's `getFiguresNote`).
   */
  text: string;
  /** The link to where new amounts are announced. */
  linkLabel: string;
  href: string;
}

/**
 * The note a page ends with when it shows an earlier year's Medicare amount: the figures are honest about what is
 * known (which year, checked when) and say where the new amounts appear. Static, built from primitives only.
 */
export function FiguresNote({ text, linkLabel, href }: FiguresNoteProps) {
  return (
    <Section width="prose">
      <Text tone="muted" size="small">
        {text} <Link href={href}>{linkLabel}</Link>.
      </Text>
    </Section>
  );
}
