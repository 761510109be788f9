import { CalendarDays, Star } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../primitives/Card/Card';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { TickList } from '../../primitives/TickList/TickList';
import * as styles from './Deadlines.css';

export const deadlinePriorities = ['high', 'medium'] as const;
export type DeadlinePriority = (typeof deadlinePriorities)[number];

/** English month names, January to December, used to print the 'Last updated' date unless others are given. */
export const englishMonthNames: ReadonlyArray<string> = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)),
);

export interface DeadlinesItem {
  /** Unique id. */
  id: string;
  /** Card title (h3), e.g. "Annual Enrollment Period". */
  period: string;
  /** The dates as shown, e.g. "October 15 - December 7, 2026". */
  dates: string;
  /** What the period lets you do. */
  description: string;
  /** "high" cards are highlighted and carry the priority badge. */
  priority: DeadlinePriority;
  /** Who can use the period, as a short list. */
  whoCanEnroll: ReadonlyArray<string>;
}

export interface DeadlinesProps extends SectionBandProps {
  /** The enrollment periods, in display order (four on the home page). */
  periods: ReadonlyArray<DeadlinesItem>;
  /** Badge text on high-priority cards, e.g. "PRIORITY". */
  priorityLabel: string;
  /** Label above each card's list, e.g. "Who can enroll". */
  whoCanEnrollLabel: string;
  /** Words before the date, e.g. "Last updated". */
  lastUpdatedLabel?: string;
  /** When the dates were last checked, as an ISO date ("2026-11-01"); the line is hidden when omitted. */
  lastUpdated?: string;
  /** The twelve month names used to print `lastUpdated`. */
  monthNames?: ReadonlyArray<string>;
}

/**
 * Prints an ISO date ("2026-11-01") as "November 1, 2026" by reading its parts, with no Date object, so the
 * result never shifts a day with the visitor's time zone. Anything that is not an ISO date is returned as is.
 */
export function formatIsoDate(iso: string, monthNames: ReadonlyArray<string> = englishMonthNames): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** The enrollment periods for the coming years, with the dates first; the most pressing ones highlighted. */
export function Deadlines({
  periods,
  priorityLabel,
  whoCanEnrollLabel,
  lastUpdatedLabel,
  lastUpdated,
  monthNames,
  ...band
}: DeadlinesProps) {
  const baseId = useId();
  const tone = band.tone ?? 'plain';
  return (
    <Section {...band} id={band.id ?? 'deadlines'} tone={tone}>
      <CardGrid items={periods} minColumnWidth="wide" maxColumns={3}>
        {(period, index) => {
          const high = period.priority === 'high';
          const whoId = `${baseId}-who-${index}`;
          return (
            <Card as="li" tone={high ? 'highlight' : 'raised'} gap="medium">
              <div className={styles.header}>
                <Heading level={3} className={styles.title}>
                  {period.period}
                </Heading>
                {high ? (
                  <span className={styles.priority}>
                    <Star aria-hidden="true" size={16} fill="currentColor" />
                    {priorityLabel}
                  </span>
                ) : null}
              </div>
              <p className={styles.dates}>
                <CalendarDays className={styles.datesIcon} aria-hidden="true" size={24} />
                {period.dates}
              </p>
              <Text>{period.description}</Text>
              <div className={styles.who}>
                <p id={whoId} className={styles.whoLabel}>
                  {whoCanEnrollLabel}
                </p>
                <TickList items={period.whoCanEnroll} aria-labelledby={whoId} />
              </div>
            </Card>
          );
        }}
      </CardGrid>
      {lastUpdated ? (
        <Text tone={tone === 'brand' ? 'onBrand' : 'muted'} className={styles.updated}>
          {lastUpdatedLabel ? `${lastUpdatedLabel}: ` : null}
          <time dateTime={lastUpdated}>{formatIsoDate(lastUpdated, monthNames)}</time>
        </Text>
      ) : null}
    </Section>
  );
}
