import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
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

export interface CarrierPartnersProps extends SectionBandProps {
  /** The named carriers, in display order (nine on the home page). */
  carriers: ReadonlyArray<CarrierPartnersItem>;
  /** Closing tile after the names, e.g. "and many more"; none when omitted. */
  moreLabel?: string;
}

/** The insurance companies the agency represents, as name tiles, each marked with its brand colour. */
export function CarrierPartners({ carriers, moreLabel, ...band }: CarrierPartnersProps) {
  const named = carriers.filter((carrier) => !carrier.isMore);
  return (
    <Section {...band} id={band.id ?? 'carriers'} tone={band.tone ?? 'alt'}>
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
