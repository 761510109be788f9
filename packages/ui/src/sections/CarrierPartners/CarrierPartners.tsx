import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import * as styles from './CarrierPartners.css';

export interface CarrierPartnersItem {
  /** Unique id. */
  id: string;
  /** The carrier's name, shown as text (never a logo). */
  name: string;
  /** Brand colour as #rrggbb, drawn as the tile's accent bar (not as text colour). */
  color: string;
  /** Marks content's closing "many more" entry; such entries are replaced by `moreLabel`. */
  isMore?: boolean;
}

export interface CarrierPartnersProps {
  /** In-page anchor of the section (#carriers). */
  id?: string;
  /** Background band; alternate tones down the page. */
  tone?: SectionTone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** The named carriers, in display order (nine on the home page). */
  carriers: ReadonlyArray<CarrierPartnersItem>;
  /** Closing tile after the names, e.g. "and many more"; none when omitted. */
  moreLabel?: string;
}

/** The insurance companies the agency represents, as name tiles, each marked with its brand colour. */
export function CarrierPartners({
  id = 'carriers',
  tone = 'alt',
  heading,
  intro,
  carriers,
  moreLabel,
}: CarrierPartnersProps) {
  const named = carriers.filter((carrier) => !carrier.isMore);
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <CardGrid minColumnWidth="narrow" maxColumns={5}>
        {named.map((carrier) => (
          <li
            key={carrier.id}
            className={styles.tile}
            style={assignInlineVars({ [styles.accentVar]: carrier.color })}
          >
            <span className={styles.name}>{carrier.name}</span>
          </li>
        ))}
        {moreLabel ? <li className={styles.more}>{moreLabel}</li> : null}
      </CardGrid>
    </Section>
  );
}
