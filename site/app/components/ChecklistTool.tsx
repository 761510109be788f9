import { AepChecklist, type AepChecklistProps } from '@agency/ui';

/** The annual enrollment checklist on /aep-checklist; ticks are kept in this browser. */
export function ChecklistTool({ groups, copy }: Pick<AepChecklistProps, 'groups' | 'copy'>) {
  return <AepChecklist groups={groups} copy={copy} storageKey="aep-checklist" />;
}
