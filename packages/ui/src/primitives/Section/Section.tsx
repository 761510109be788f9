import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './Section.css';

export const sectionTones = ['plain', 'alt', 'brand'] as const;
export type SectionTone = (typeof sectionTones)[number];

/**
 * What a section component passes on to its Section band: the anchor, the tone, the heading and the intro. Each
 * section has its own default anchor and tone (`<Section {...band} id={band.id ?? 'coverage'} ...>`).
 */
export interface SectionBandProps<Tone extends SectionTone = SectionTone> {
  /** In-page anchor of the section, e.g. "coverage" for #coverage links; each section has a default. */
  id?: string;
  /** Background band; alternate tones down the page. Each section has a default. */
  tone?: Tone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
}

export interface SectionProps {
  /** In-page anchor, e.g. "contact" for #contact links. */
  id?: string;
  /** Background: plain white, alt (light grey-blue), brand (navy). Alternate them down the page. */
  tone?: SectionTone;
  /** Section heading (h2), centred above the content. */
  heading?: string;
  /** One or two sentences under the heading. */
  intro?: string;
  /** Id of the heading (defaults to `${id}-heading`); the section is labelled by it. */
  headingId?: string;
  /** Content column: the page width, or a narrower reading width. */
  width?: 'content' | 'prose';
  /** Space above and below: a section's (xxlarge), or a slimmer band's (xlarge: the hero, whose call to action must
   * stay above a phone's bottom call bar). */
  space?: 'xxlarge' | 'xlarge';
  children: ReactNode;
}

/** A full-width band of the page with a centred heading and a content column. */
export function Section({
  id,
  tone = 'plain',
  heading,
  intro,
  headingId,
  width,
  space,
  children,
}: SectionProps) {
  const labelId = heading ? (headingId ?? (id ? `${id}-heading` : undefined)) : undefined;
  const onBrand = tone === 'brand';
  return (
    <section id={id} className={styles.section({ tone, space })} aria-labelledby={labelId}>
      <div className={styles.inner({ width })}>
        {heading ? (
          <header className={styles.header}>
            <Heading level={2} id={labelId} tone={onBrand ? 'onBrand' : 'brand'} align="center">
              {heading}
            </Heading>
            {intro ? (
              <Text tone={onBrand ? 'onBrand' : 'muted'} size="large" align="center">
                {intro}
              </Text>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
