import { PlanComparison, type PlanComparisonProps } from '@agency/ui';

/** The plan comparison on /medicare-comparison. */
export function ComparisonTool(props: PlanComparisonProps) {
  return <PlanComparison {...props} />;
}
