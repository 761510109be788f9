import { formatMoney, irmaa } from '@agency/content';
import { fromIrmaaSearch, IrmaaCalculator, toIrmaaSearch } from '@agency/ui';
import irmaaTool from 'virtual:island-data/irmaa-tool';
import { useShareableAddress } from '../lib/shareable-address';

/** The IRMAA rule and the one money formatter, from @agency/content. */
const rules = { irmaa, formatMoney };

/**
 * The IRMAA calculator on /irmaa-calculator, with shareable links (?year=2026&status=joint&magi=250000). Its copy,
 * bracket tables and the number its result's next step dials come with its code (virtual:island-data/irmaa-tool).
 */
export function IrmaaTool() {
  const { pageUrl, ...tool } = irmaaTool;
  const address = useShareableAddress(fromIrmaaSearch, toIrmaaSearch, pageUrl);
  return <IrmaaCalculator key={address.key} {...address.props} {...tool} rules={rules} />;
}
