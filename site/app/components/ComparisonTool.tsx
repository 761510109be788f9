import { formatMoney } from '@agency/content';
import { PlanComparison, type PlanComparisonProps } from '@agency/ui';

/** The plan comparison on /medicare-comparison, writing money with the content's one formatter. */
export function ComparisonTool(props: Omit<PlanComparisonProps, 'formatMoney'>) {
  return <PlanComparison {...props} formatMoney={formatMoney} />;
}
