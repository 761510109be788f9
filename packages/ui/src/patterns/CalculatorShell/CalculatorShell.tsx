// CalculatorShell: the scaffolding a visitor tool (EnrollmentTimeline, IrmaaCalculator) is built in: the column with the
// error summary first, the form with its large submit button (`CalculatorShellForm`), and `useCalculatorShell`: the
// ids, the share link and the focus after a submit (the result's heading, or the first field to fix). Each tool
// brings its fields and its result (a ResultPanel) and places them inside.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary/ErrorSummary';
import { useFocusAfterRender } from '../ErrorSummary/useFocusAfterRender';
import { useShareLink, type UseShareLinkOptions } from '../ShareLink/ShareLink';
import * as styles from './CalculatorShell.css';

export const calculatorShellFormSpacings = ['roomy', 'spacious'] as const;
export type CalculatorShellFormSpacing = (typeof calculatorShellFormSpacings)[number];

export interface CalculatorShellProps {
  /** Anchor id of the tool. */
  id?: string;
  /** Heading of the error summary, e.g. "There is a problem". */
  errorHeading: string;
  /** The messages of the last submit, each with its field's id; none: no summary. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  /** Under the summary: a notice, the form (`CalculatorShellForm`), the result, a status line. */
  children: ReactNode;
}

/** The tool's column: the error summary, then what the tool places under it. */
export function CalculatorShell({ id, errorHeading, errors, children }: CalculatorShellProps) {
  return (
    <div id={id} className={styles.root}>
      <ErrorSummary heading={errorHeading} items={errors} />
      {children}
    </div>
  );
}

export interface CalculatorShellFormProps {
  /** The submit button, e.g. "Show my Medicare dates". */
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Space between the questions: `roomy` (large) or `spacious` (extra large, for radio-card groups). */
  spacing?: CalculatorShellFormSpacing;
  /** The fields, in order. */
  children: ReactNode;
}

/**
 * The tool's form: a real GET form (the browser can submit it before the tool's code has arrived), checked by the
 * tool itself (`noValidate`), its submit button last. Left out of printouts.
 */
export function CalculatorShellForm({
  submitLabel,
  onSubmit,
  spacing = 'roomy',
  children,
}: CalculatorShellFormProps) {
  return (
    <form className={styles.form({ spacing })} noValidate onSubmit={onSubmit}>
      {children}
      <div>
        <Button type="submit" size="large">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export interface UseCalculatorShellOptions<Input> extends UseShareLinkOptions {
  /** The query that holds an input, e.g. "dob=1961-06-15&employer=0": the default share link is this page with it. */
  toSearch: (input: Input) => string;
  /** Builds the share link instead (the site's own address). */
  shareUrl?: (input: Input) => string;
}

/** This page's address with `search` as its query. */
function pageUrlWith(search: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}?${search}`;
}

/**
 * What both tools do around a submit. `baseId`: the tool's `useId()`, which every id starts with. `ids`: the result
 * heading's and the share field's. `share`: the share state (`useShareLink`). `afterSubmit(firstErrorFieldId)`: forgets
 * the last share and, after the next render, focuses the first field to fix or, when there is none (null), the
 * result's heading. `shareResult(input)`: copies the link of a result.
 */
export function useCalculatorShell<Input>({
  toSearch,
  shareUrl,
  onShare,
  onShared,
}: UseCalculatorShellOptions<Input>) {
  const baseId = useId();
  const share = useShareLink({ onShare, onShared });
  const focusAfterRender = useFocusAfterRender();
  const ids = { resultHeading: `${baseId}-result-heading`, shareField: `${baseId}-share-url` };

  const afterSubmit = (firstErrorFieldId: string | null) => {
    share.reset();
    focusAfterRender(firstErrorFieldId ?? ids.resultHeading);
  };

  const shareResult = (input: Input) => {
    void share.share(shareUrl ? shareUrl(input) : pageUrlWith(toSearch(input)));
  };

  return { baseId, ids, share, afterSubmit, shareResult };
}
