import { useId, useState } from 'react';
import type { StaffCommonCopy, StrategyCopy } from '../copy';
import { count, fill } from '../format';
import { priorityLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import { StaffTable } from '../StaffTable';
import type { ContentStrategy, ContentStrategyGap } from '../types';
import * as styles from './ContentStrategyReport.css';
import { groupByState } from './contentStrategyReportModel';
import { Button, Heading, Link, Text } from '@agency/ui';

export interface ContentStrategyReportProps {
  /** Topics x places, what covers each, and the gaps most valuable first (`contentStrategy()`). */
  strategy: ContentStrategy;
  /** How many gaps show before "Show all gaps" (default 10). */
  gapsShown?: number;
  /** The words (`getStaffToolsCopy()` of @agency/content: its `common` and `strategy`). */
  copy: { common: StaffCommonCopy; strategy: StrategyCopy };
}

/**
 * The content strategy: which topics each state and city already has pages or posts for, and the gaps worth
 * writing next with a suggested title and why.
 */
export function ContentStrategyReport({ strategy, gapsShown = 10, copy }: ContentStrategyReportProps) {
  const words = copy.strategy;
  const { units } = copy.common;
  const baseId = useId();
  const [allGaps, setAllGaps] = useState(false);
  const topicLabel = (id: string) => strategy.topics.find((topic) => topic.id === id)?.label ?? id;
  const place = (id: string) => strategy.places.find((candidate) => candidate.id === id);
  const placeLabel = (id: string) => {
    const found = place(id);
    if (!found) return id;
    if (found.kind === 'state') return fill(words.stateLabel, { place: found.label });
    const state = place(found.stateId);
    return state ? `${found.label}, ${state.label}` : found.label;
  };
  const gapOf = (topicId: string, placeId: string): ContentStrategyGap | undefined =>
    strategy.gaps.find((gap) => gap.topicId === topicId && gap.placeId === placeId);
  const covered = (topicId: string, placeId: string) =>
    strategy.cells.find((cell) => cell.topicId === topicId && cell.placeId === placeId)?.covered ?? [];

  const byPriority = (priority: ContentStrategyGap['priority']) =>
    strategy.gaps.filter((gap) => gap.priority === priority).length;
  const visibleGaps = allGaps ? strategy.gaps : strategy.gaps.slice(0, gapsShown);
  const hidden = strategy.gaps.length - visibleGaps.length;
  const gapsListId = `${baseId}-gaps`;

  return (
    <div className={staff.root}>
      <section className={styles.part} aria-labelledby={`${baseId}-gaps-heading`}>
        <Heading level={2} id={`${baseId}-gaps-heading`}>
          {words.gapsHeading}
        </Heading>
        {strategy.gaps.length === 0 ? (
          <Text>{words.noGaps}</Text>
        ) : (
          <>
            <Text>
              {fill(words.gapsSummary, {
                gaps: count(strategy.gaps.length, units.gap),
                high: byPriority('high'),
                medium: byPriority('medium'),
                low: byPriority('low'),
              })}
            </Text>
            <ol id={gapsListId} className={styles.gaps}>
              {visibleGaps.map((gap) => (
                <li key={`${gap.topicId}-${gap.placeId}`} className={styles.gap}>
                  <StatusBadge look={priorityLooks[gap.priority]} word={words.priorities[gap.priority]} />
                  <p className={styles.gapTitle}>{gap.suggestedTitle}</p>
                  <p className={styles.gapWhere}>
                    {fill(words.gapWhere, { topic: topicLabel(gap.topicId), place: placeLabel(gap.placeId) })}
                  </p>
                  <p className={styles.gapReason}>{gap.reason}</p>
                </li>
              ))}
            </ol>
            {strategy.gaps.length > gapsShown ? (
              <div className={staff.actions}>
                <Button
                  variant="outline"
                  aria-expanded={allGaps}
                  aria-controls={gapsListId}
                  onClick={() => setAllGaps((current) => !current)}
                >
                  {allGaps
                    ? fill(words.showFirst, { count: gapsShown })
                    : fill(words.showAll, { count: strategy.gaps.length, hidden })}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>

      <section className={styles.part} aria-labelledby={`${baseId}-coverage-heading`}>
        <Heading level={2} id={`${baseId}-coverage-heading`}>
          {words.coverageHeading}
        </Heading>
        <Text>{words.coverageIntro}</Text>
        {groupByState(strategy.places, words.otherPlaces).map((group) => {
          const cells = group.places.length * strategy.topics.length;
          const gapCount = group.places.reduce(
            (sum, where) =>
              sum + strategy.topics.filter((topic) => covered(topic.id, where.id).length === 0).length,
            0,
          );
          const headingId = `${baseId}-state-${group.id}`;
          const cities = group.places.filter((where) => where.kind === 'city').length;
          return (
            <section key={group.id} className={styles.state} aria-labelledby={headingId}>
              <Heading level={3} id={headingId}>
                {group.label}
              </Heading>
              <Text tone="muted">
                {fill(words.stateSummary, {
                  gaps: count(gapCount, units.gap),
                  cells: count(cells, units.cell),
                })}
              </Text>
              <StaffTable
                label={fill(words.tableLabel, { place: group.label })}
                caption={
                  group.id === 'other-places'
                    ? words.otherCaption
                    : fill(words.caption, { place: group.label, cities: count(cities, units.city) })
                }
                columns={[
                  { key: 'place', label: words.placeColumn },
                  ...strategy.topics.map((topic) => ({
                    key: topic.id,
                    label: topic.label,
                    className: styles.topicCell,
                  })),
                ]}
              >
                {group.places.map((where) => (
                  <tr key={where.id}>
                    <th scope="row" className={staff.rowHeader}>
                      {where.label}
                      <span className={styles.placeKind}>{words.kinds[where.kind]}</span>
                    </th>
                    {strategy.topics.map((topic) => {
                      const pages = covered(topic.id, where.id);
                      const gap = gapOf(topic.id, where.id);
                      return (
                        <td key={topic.id} className={staff.td}>
                          {pages.length > 0 ? (
                            <ul className={styles.links}>
                              {pages.map((page) => (
                                <li key={page.url}>
                                  <Link href={page.url} className={styles.link}>
                                    {page.title}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          ) : (
                            <span className={styles.empty}>
                              {words.gap}
                              {gap ? (
                                <>
                                  {' '}
                                  <span className={styles.emptyPriority}>
                                    {words.priorities[gap.priority]}
                                  </span>
                                </>
                              ) : null}
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </StaffTable>
            </section>
          );
        })}
      </section>
    </div>
  );
}
