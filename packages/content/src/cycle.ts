import type { Cycle } from './collections/cycle/schema';

/** The years a cycle speaks of. */
export interface CycleYears {
  /** Year of the Annual Enrollment Period (October 15 - December 7). */
  aepYear: number;
  /** Year the coverage chosen in that AEP is in force. */
  planYear: number;
  /** The year after the plan year (the deadlines section spans both). */
  nextPlanYear: number;
}

export function cycleYears(cycle: Cycle): CycleYears {
  return { aepYear: cycle.aepYear, planYear: cycle.aepYear + 1, nextPlanYear: cycle.aepYear + 2 };
}
