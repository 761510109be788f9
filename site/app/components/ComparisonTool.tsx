import { formatMoney } from '@agency/content';
import { PlanComparison } from '@agency/ui';
import comparison from 'virtual:island-data/comparison-tool';

/**
 * The plan comparison on /medicare-comparison, writing money with the content's one formatter. Its rows and the
 * Medigap table come with its code.
 */
export function ComparisonTool() {
  return <PlanComparison {...comparison} formatMoney={formatMoney} />;
}
