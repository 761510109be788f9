import { ChartPie, Check, X, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './PlanComparison.css';

/** The values of the Medigap chart: the plan pays all, none, half or three quarters. */
export const planComparisonCoverages = ['yes', 'no', '50%', '75%'] as const;
export type PlanComparisonCoverage = (typeof planComparisonCoverages)[number];

/** A chart cell: the coverage, or the coverage with a short note (Plan N's copays). */
export type PlanComparisonCell = PlanComparisonCoverage | { coverage: PlanComparisonCoverage; note: string };

export interface PlanComparisonRow {
  /** Unique id. */
  id: string;
  /** The row header, e.g. "Doctors and network". */
  topic: string;
  /** What Medicare Advantage does. */
  advantage: string;
  /** What Original Medicare with Medigap does. */
  medigap: string;
}

export interface PlanComparisonPlan {
  /** The plan letter, e.g. "G". */
  plan: string;
  /** False for plans only people eligible for Medicare before 2020 can buy (C and F). */
  availableToNewEnrollees: boolean;
  /** One cell per benefit, keyed by the benefit keys of `medigapBenefits`. */
  benefits: Readonly<Record<string, PlanComparisonCell>>;
  /** Yearly out-of-pocket limit in dollars (K and L); null for plans without one. */
  outOfPocketLimit: { value: number } | null;
}

export interface PlanComparisonCopy {
  /** Section heading (h2). */
  heading: string;
  /** One or two sentences under the heading. */
  intro?: string;
  /** Caption of the side-by-side table. */
  caption: string;
  /** Header of the topic column. */
  topicLabel: string;
  /** Header of the Medicare Advantage column. */
  advantageLabel: string;
  /** Header of the Original Medicare + Medigap column. */
  medigapLabel: string;
  /** Heading above the Medigap plan letter table (h3). */
  medigapHeading: string;
  /** One or two sentences under it. */
  medigapIntro?: string;
  /** Caption of the Medigap plan letter table. */
  medigapCaption: string;
  /** Header of the benefit column. */
  benefitLabel: string;
  /** Word before each plan letter: "Plan" gives "Plan G". */
  planLabel: string;
  /** Under the letters of plans only people eligible before 2020 can buy. */
  eligibleBefore2020Label: string;
  /** Heading of the legend (h4). */
  legendHeading: string;
  /** The text each value shows in a cell and its legend line. */
  coverage: Readonly<Record<PlanComparisonCoverage, { label: string; meaning: string }>>;
  /** Row header of the yearly out-of-pocket limit. */
  outOfPocketLimitLabel: string;
  /** Read (behind a dash) for plans without such a limit. */
  noLimitLabel: string;
  /** Notes under the Medigap table. */
  footnotes: ReadonlyArray<string>;
  /** Tells phone users the Medigap table scrolls sideways. */
  scrollHint: string;
}

export interface PlanComparisonProps {
  /** In-page anchor of the section. */
  id?: string;
  /** Background band; alternate tones down the page. */
  tone?: SectionTone;
  /** Every word the section shows. */
  copy: PlanComparisonCopy;
  /** The topics of the side-by-side comparison, in order. */
  rows: ReadonlyArray<PlanComparisonRow>;
  /** The Medigap plans, one column each, in order (A B C D F G K L M N). */
  medigapPlans: ReadonlyArray<PlanComparisonPlan>;
  /** The benefit rows of the Medigap table, in order: the key into each plan's `benefits` and the row header. */
  medigapBenefits: ReadonlyArray<{ key: string; label: string }>;
  /** The year the out-of-pocket limits are for, shown beside them, e.g. "2026". */
  medigapYear: string;
  /** Writes a dollar amount: pass @agency/content's `formatMoney` ("$8,000", "$202.90"). */
  formatMoney: (amount: number) => string;
}

const coverageIcons: Record<PlanComparisonCoverage, LucideIcon> = {
  yes: Check,
  no: X,
  '50%': ChartPie,
  '75%': ChartPie,
};

function CoverageMark({ coverage, label }: { coverage: PlanComparisonCoverage; label: string }) {
  const Icon = coverageIcons[coverage];
  return (
    <span
      className={styles.mark({ coverage: coverage === 'yes' ? 'yes' : coverage === 'no' ? 'no' : 'part' })}
    >
      <Icon className={styles.markIcon} aria-hidden="true" size={20} strokeWidth={3} />
      {label}
    </span>
  );
}

/**
 * Medicare Advantage vs Original Medicare + Medigap: a side-by-side table (stacked cards per topic below tablet
 * width), then the Medigap plan letter table with a legend. Every cell says its value in words (Yes, No, 50%) next
 * to an icon, never by colour alone. The letter table scrolls sideways inside a labelled, focusable region on narrow
 * screens, with the benefit names pinned, so the page itself never scrolls sideways.
 */
export function PlanComparison({
  id = 'comparison',
  tone = 'plain',
  copy,
  rows,
  medigapPlans,
  medigapBenefits,
  medigapYear,
  formatMoney,
}: PlanComparisonProps) {
  const baseId = useId();
  const captionId = `${baseId}-caption`;
  const medigapHeadingId = `${baseId}-medigap`;
  const medigapCaptionId = `${baseId}-medigap-caption`;
  const hintId = `${baseId}-hint`;

  return (
    <Section id={id} tone={tone} heading={copy.heading} intro={copy.intro}>
      <div className={styles.root}>
        <table className={styles.comparisonTable}>
          <caption id={captionId} className={styles.caption}>
            {copy.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.topicHeader}>
                {copy.topicLabel}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {copy.advantageLabel}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {copy.medigapLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={styles.comparisonRow}>
                <th scope="row" className={styles.topic}>
                  {row.topic}
                </th>
                <td className={styles.comparisonCell}>{row.advantage}</td>
                <td className={styles.comparisonCell}>{row.medigap}</td>
              </tr>
            ))}
          </tbody>
        </table>

        {/* The same comparison as one card per topic, shown instead of the table below tablet width. */}
        <ul className={styles.cards} aria-label={copy.caption}>
          {rows.map((row) => (
            <li key={row.id} className={styles.card}>
              <Heading level={3} size={4}>
                {row.topic}
              </Heading>
              <dl className={styles.cardList}>
                <dt className={styles.cardTerm}>{copy.advantageLabel}</dt>
                <dd className={styles.cardValue}>{row.advantage}</dd>
                <dt className={styles.cardTerm}>{copy.medigapLabel}</dt>
                <dd className={styles.cardValue}>{row.medigap}</dd>
              </dl>
            </li>
          ))}
        </ul>

        <div className={styles.medigap}>
          <div className={styles.medigapHeader}>
            <Heading level={3} id={medigapHeadingId}>
              {copy.medigapHeading}
            </Heading>
            {copy.medigapIntro ? <Text>{copy.medigapIntro}</Text> : null}
          </div>

          <div className={styles.legend}>
            <Heading level={4} tone="default">
              {copy.legendHeading}
            </Heading>
            <ul className={styles.legendList}>
              {planComparisonCoverages.map((coverage) => (
                <li key={coverage} className={styles.legendItem}>
                  <CoverageMark coverage={coverage} label={copy.coverage[coverage].label} />{' '}
                  {copy.coverage[coverage].meaning}
                </li>
              ))}
            </ul>
          </div>

          <p id={hintId} className={styles.scrollHint}>
            {copy.scrollHint}
          </p>
          {/* A keyboard-focusable scroll container, named by the caption, so the wide table scrolls on its own. */}
          <div
            className={styles.scroller}
            role="region"
            aria-labelledby={medigapCaptionId}
            aria-describedby={hintId}
            // A scrollable region must be reachable with the keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={styles.medigapTable}>
              <caption id={medigapCaptionId} className={styles.caption}>
                {copy.medigapCaption}
              </caption>
              <colgroup>
                <col />
                {medigapPlans.map((plan) => (
                  <col
                    key={plan.plan}
                    className={
                      Object.values(plan.benefits).some((cell) => typeof cell !== 'string')
                        ? styles.noteColumn
                        : undefined
                    }
                  />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <th scope="col" className={styles.benefitHeader}>
                    {copy.benefitLabel}
                  </th>
                  {medigapPlans.map((plan) => (
                    <th key={plan.plan} scope="col" className={styles.planHeader}>
                      {copy.planLabel} {plan.plan}
                      {plan.availableToNewEnrollees ? null : (
                        <>
                          {' '}
                          <span className={styles.eligibility}>{copy.eligibleBefore2020Label}</span>
                        </>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {medigapBenefits.map((benefit) => (
                  <tr key={benefit.key} className={styles.medigapRow}>
                    <th scope="row" className={styles.benefit}>
                      {benefit.label}
                    </th>
                    {medigapPlans.map((plan) => {
                      const cell = plan.benefits[benefit.key];
                      if (cell === undefined)
                        return (
                          <td key={plan.plan} className={styles.planCell}>
                            <span aria-hidden="true">—</span>
                          </td>
                        );
                      const coverage = typeof cell === 'string' ? cell : cell.coverage;
                      return (
                        <td key={plan.plan} className={styles.planCell}>
                          <CoverageMark coverage={coverage} label={copy.coverage[coverage].label} />
                          {typeof cell === 'string' ? null : <span className={styles.note}>{cell.note}</span>}
                        </td>
                      );
                    })}
                  </tr>
                ))}
                <tr className={styles.medigapRow}>
                  <th scope="row" className={styles.benefit}>
                    {copy.outOfPocketLimitLabel}
                  </th>
                  {medigapPlans.map((plan) => (
                    <td key={plan.plan} className={styles.planCell}>
                      {plan.outOfPocketLimit ? (
                        <span className={styles.limit}>
                          <span className={styles.nowrap}>{formatMoney(plan.outOfPocketLimit.value)}</span>{' '}
                          <span className={styles.nowrap}>({medigapYear})</span>
                        </span>
                      ) : (
                        <>
                          <span aria-hidden="true">—</span>
                          <VisuallyHidden>{copy.noLimitLabel}</VisuallyHidden>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>

          {copy.footnotes.length > 0 ? (
            <ul className={styles.footnotes}>
              {copy.footnotes.map((footnote) => (
                <li key={footnote}>{footnote}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
