import { irmaa } from '@agency/content';
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
  /** The page's absolute address; shared links add the query string to it. */
  pageUrl: string;
}

/** The IRMAA calculator on /irmaa-calculator, with shareable links (?year=2026&status=joint&magi=250000). */
export function IrmaaTool({ copy, tables, pageUrl }: IrmaaToolProps) {
  const { shared, keep } = useShareableAddress(fromIrmaaSearch, toIrmaaSearch);
  return (
    <IrmaaCalculator
      key={shared ? 'shared' : 'empty'}
      copy={copy}
      rules={{ irmaa }}
      tables={tables}
      initialInput={shared ?? undefined}
      onInputChange={keep}
      shareUrl={(input) => `${pageUrl}?${toIrmaaSearch(input)}`}
    />
  );
}
