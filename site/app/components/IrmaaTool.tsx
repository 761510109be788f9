import { irmaa } from '@agency/content';
import {
  fromIrmaaSearch,
  IrmaaCalculator,
  toIrmaaSearch,
  type IrmaaCalculatorCopy,
  type IrmaaCalculatorInput,
  type IrmaaCalculatorTable,
} from '@agency/ui';
import { useEffect, useState } from 'react';

export interface IrmaaToolProps {
  copy: IrmaaCalculatorCopy;
  tables: ReadonlyArray<IrmaaCalculatorTable>;
  /** The page's absolute address; shared links add the query string to it. */
  pageUrl: string;
}

/** The IRMAA calculator on /irmaa-calculator, with shareable links (?year=2026&status=joint&magi=250000). */
export function IrmaaTool({ copy, tables, pageUrl }: IrmaaToolProps) {
  const [shared, setShared] = useState<IrmaaCalculatorInput | null>(null);
  useEffect(() => {
    const input = fromIrmaaSearch(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string exists only in the browser
    if (input) setShared(input);
  }, []);
  return (
    <IrmaaCalculator
      key={shared ? 'shared' : 'empty'}
      copy={copy}
      rules={{ irmaa }}
      tables={tables}
      initialInput={shared ?? undefined}
      onInputChange={(input) => window.history.replaceState(null, '', `?${toIrmaaSearch(input)}`)}
      shareUrl={(input) => `${pageUrl}?${toIrmaaSearch(input)}`}
    />
  );
}
