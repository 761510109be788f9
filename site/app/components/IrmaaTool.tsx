import { formatMoney, irmaa } from '@agency/content';
import { fromIrmaaSearch, IrmaaCalculator, toIrmaaSearch } from '@agency/ui';
import irmaaTool from 'virtual:island-data/irmaa-tool';
import { useShareableAddress } from '../lib/shareable-address';

/** The IRMAA rule and the one money formatter, from @agency/content. */
const rules = { irmaa, formatMoney };

/**
 * The IRMAA calculator on /irmaa-calculator, with shareable links (?year=2026&status=joint&magi=250000). Its copy and
 * bracket tables come with its code (virtual:island-data/irmaa-tool).
 */
export function IrmaaTool() {
  const { copy, tables, planYear, pageUrl } = irmaaTool;
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
