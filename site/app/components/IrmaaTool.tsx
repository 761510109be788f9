import { formatMoney, irmaa } from '@agency/content';
import {
  fromIrmaaSearch,
  IrmaaCalculator,
  toIrmaaSearch,
  type IrmaaCalculatorCopy,
  type IrmaaCalculatorTable,
} from '@agency/ui';
import { useShareableAddress } from '../lib/shareable-address';

export interface IrmaaToolProps {
  copy: IrmaaCalculatorCopy;
  tables: ReadonlyArray<IrmaaCalculatorTable>;
  /** The plan year the site speaks of: until its brackets are announced, the calculator says so. */
  planYear: number;
  /** The page's absolute address; shared links add the query string to it. */
  pageUrl: string;
}

/** The IRMAA rule and the one money formatter, from @agency/content. */
const rules = { irmaa, formatMoney };

/** The IRMAA calculator on /irmaa-calculator, with shareable links (?year=2026&status=joint&magi=250000). */
export function IrmaaTool({ copy, tables, planYear, pageUrl }: IrmaaToolProps) {
  const { shared, keep } = useShareableAddress(fromIrmaaSearch, toIrmaaSearch);
  return (
    <IrmaaCalculator
      key={shared ? 'shared' : 'empty'}
      copy={copy}
      rules={rules}
      tables={tables}
      planYear={planYear}
      initialInput={shared ?? undefined}
      onInputChange={keep}
      shareUrl={(input) => `${pageUrl}?${toIrmaaSearch(input)}`}
    />
  );
}
