// The result of the IrmaaCalculator: the bracket in words, the four amounts (each person's, said so for a joint
// return), the year's bracket table with the visitor's row marked in words, the source, the two-year look-back, the
// SSA-44 checklist when IRMAA applies, the share link, and last what to do next: call, or the consultation form with
// the result as its topic.
import { useId, useState } from 'react';
import { ResultPanel } from '../../patterns/ResultPanel/ResultPanel';
import { ResultNextStep } from '../../patterns/ResultPanel/ResultNextStep';
import { ResultPanelBlock } from '../../patterns/ResultPanel/ResultPanelBlock';
import { ResultPanelTable } from '../../patterns/ResultPanel/ResultPanelTable';
import { ShareLinkButton, ShareLinkField, type ShareLinkState } from '../../patterns/ShareLink/ShareLink';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import type { IrmaaCalculatorCopy } from './IrmaaCalculator';
import * as styles from './IrmaaCalculator.css';
import {
  boundInWords,
  fillCopy,
  type IrmaaCalculatorResult,
  type IrmaaCalculatorTable,
} from './irmaaCalculatorModel';

export interface IrmaaCalculatorResultViewProps {
  result: IrmaaCalculatorResult;
  /** The brackets of the result's year. */
  table: IrmaaCalculatorTable;
  copy: IrmaaCalculatorCopy;
  /** Writes a dollar amount ("$284.10"). */
  money: (amount: number) => string;
  /** The heading's id, focused after a submit. */
  headingId: string;
  /** Copies the link of this result. */
  onShare: () => void;
  /** What the last share did. */
  share: ShareLinkState;
  /** The id of the link field shown when copying is not possible. */
  shareFieldId: string;
  /** The number the next step dials; without it, no next step. */
  phone?: { e164: string };
}

/** The calculator's result. */
export function IrmaaCalculatorResultView({
  result,
  table,
  copy,
  money,
  headingId,
  onShare,
  share,
  shareFieldId,
  phone,
}: IrmaaCalculatorResultViewProps) {
  const text = copy.result;
  // IRMAA is each person's: on a joint return, say so beside each amount and what the two pay together.
  const joint = result.filingStatus === 'joint';
  const label = (words: string) =>
    joint && text.perPersonSuffix ? `${words} ${text.perPersonSuffix}` : words;
  const statusCopy = copy.form.statuses[result.filingStatus];
  const rows = table.brackets.flatMap((bracket) => {
    const bound = bracket[result.filingStatus];
    return bound ? [{ bracket, bound }] : [];
  });
  const topTier = Math.max(...table.brackets.map((bracket) => bracket.tier));
  // Ticks stay while the result does, across submits (also when a new answer hides the checklist for a while).
  const [events, setEvents] = useState<ReadonlySet<number>>(new Set());
  const appealId = useId();

  return (
    <ResultPanel headingId={headingId} heading={fillCopy(text.heading, { year: result.year })}>
      <Text size="large">
        {fillCopy(text.intro, {
          magiYear: result.magiYear,
          magi: money(result.magi),
          status: statusCopy.inSentence,
        })}
      </Text>
      <Text size="large" weight="bold">
        {result.tier === 0
          ? text.standardTier
          : fillCopy(text.tier, {
              tier: result.tier,
              count: topTier,
              range: boundInWords(result.bounds, text.boundWords, money),
            })}
      </Text>

      <dl className={styles.amounts}>
        <div className={styles.amount}>
          <dt className={styles.amountLabel}>{label(text.partBLabel)}</dt>
          <dd className={styles.amountValue}>{money(result.partBTotal)}</dd>
          {result.partBSurcharge > 0 ? (
            <dd className={styles.amountDetail}>
              {fillCopy(text.partBDetail, {
                standard: money(result.partBStandard),
                surcharge: money(result.partBSurcharge),
              })}
            </dd>
          ) : null}
        </div>
        <div className={styles.amount}>
          <dt className={styles.amountLabel}>{label(text.partDLabel)}</dt>
          <dd className={styles.amountValue}>
            {result.partDAddOn > 0 ? `+${money(result.partDAddOn)}` : money(0)}
          </dd>
          <dd className={styles.amountDetail}>{text.partDDetail}</dd>
        </div>
        <div className={styles.amount}>
          <dt className={styles.amountLabel}>{label(text.monthlyLabel)}</dt>
          <dd className={styles.amountValue}>{money(result.monthlySurcharge)}</dd>
        </div>
        <div className={styles.amount}>
          <dt className={styles.amountLabel}>{label(text.yearlyLabel)}</dt>
          <dd className={styles.amountValue}>{money(result.yearlySurcharge)}</dd>
        </div>
      </dl>
      {joint && text.perPersonNote ? (
        <Text weight="bold">
          {fillCopy(text.perPersonNote, {
            coupleMonthly: money(result.monthlySurcharge * 2),
            coupleYearly: money(result.yearlySurcharge * 2),
          })}
        </Text>
      ) : null}
      {result.verified ? null : <p className={styles.note}>{text.unverified}</p>}

      <div className={styles.tableWrap}>
        <ResultPanelTable
          caption={fillCopy(text.tableCaption, {
            year: result.year,
            magiYear: result.magiYear,
            status: statusCopy.inCaption,
          })}
          columns={[
            fillCopy(text.incomeColumn, { magiYear: result.magiYear }),
            text.partBColumn,
            text.partDColumn,
          ]}
          density="compact"
        >
          {rows.map(({ bracket, bound }) => {
            const yours = bracket.tier === result.tier;
            return (
              <tr
                key={bracket.tier}
                className={styles.row({ yours })}
                aria-current={yours ? 'true' : undefined}
              >
                <th scope="row" className={styles.rowHeader}>
                  <span className={styles.tierName}>
                    {bracket.tier === 0
                      ? text.standardTierName
                      : fillCopy(text.tierName, { tier: bracket.tier })}
                  </span>{' '}
                  <span className={styles.range}>{boundInWords(bound, text.boundWords, money)}</span>
                  {yours ? (
                    <>
                      {' '}
                      <span className={styles.yourBracket}>{text.yourBracket}</span>
                    </>
                  ) : null}
                </th>
                <td className={styles.money}>{money(bracket.partBTotal)}</td>
                <td className={styles.money}>
                  {bracket.partDAddOn > 0 ? `+${money(bracket.partDAddOn)}` : money(0)}
                </td>
              </tr>
            );
          })}
        </ResultPanelTable>
      </div>
      <a className={styles.source} href={result.source.url} target="_blank" rel="noopener noreferrer">
        {text.sourceLabel}
        <VisuallyHidden> {text.newTabLabel}</VisuallyHidden>
      </a>

      <ResultPanelBlock
        heading={fillCopy(text.lookBackHeading, { year: result.year, magiYear: result.magiYear })}
      >
        <Text>{fillCopy(text.lookBackText, { year: result.year, magiYear: result.magiYear })}</Text>
      </ResultPanelBlock>

      {result.tier > 0 ? (
        <ResultPanelBlock heading={text.appealHeading}>
          <Text>{text.appealIntro}</Text>
          <fieldset className={styles.fieldset}>
            <legend className={styles.checklistLegend}>
              {fillCopy(text.appealLegend, { magiYear: result.magiYear })}
            </legend>
            <ul className={styles.checklist}>
              {text.appealEvents.map((event, index) => (
                <li key={event}>
                  <Checkbox
                    id={`${appealId}-${index}`}
                    label={event}
                    checked={events.has(index)}
                    onCheckedChange={(on) =>
                      setEvents((current) => {
                        const next = new Set(current);
                        if (on) next.add(index);
                        else next.delete(index);
                        return next;
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          <p role="status" className={styles.appealStatus}>
            {events.size > 0 ? text.appealLikely : ''}
          </p>
          <Text tone="muted">{text.appealNotCounting}</Text>
        </ResultPanelBlock>
      ) : null}

      <div className={styles.actions}>
        <ShareLinkButton label={text.shareLabel} onClick={onShare} />
        <p role="status" className={styles.status}>
          {share.kind === 'copied' ? text.shareCopied : ''}
        </p>
        {share.kind === 'manual' ? (
          <ShareLinkField id={shareFieldId} label={text.shareManualLabel} url={share.url} tone="muted" />
        ) : null}
      </div>

      {phone && text.nextStep ? (
        <ResultNextStep
          copy={text.nextStep}
          phoneE164={phone.e164}
          topic={fillCopy(text.nextStep.topic, {
            year: result.year,
            status: statusCopy.inSentence,
            magiYear: result.magiYear,
            magi: money(result.magi),
            tier: result.tier,
          })}
        />
      ) : null}
    </ResultPanel>
  );
}
