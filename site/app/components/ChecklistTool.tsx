import { AepChecklist } from '@agency/ui';
import checklist from 'virtual:island-data/checklist-tool';

/** The annual enrollment checklist on /aep-checklist; ticks are kept in this browser. Its lists come with its code. */
export function ChecklistTool() {
  return <AepChecklist groups={checklist.groups} copy={checklist.copy} storageKey="aep-checklist" />;
}
