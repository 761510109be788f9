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
    if (!input) return;
    // A form sent before the code arrived comes back as its fields (magi=250%2C000): keep the address to share.
    window.history.replaceState(null, '', `?${toIrmaaSearch(input)}`);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string exists only in the browser
    setShared(input);
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
