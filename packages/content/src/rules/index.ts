// Pure Medicare rules: enrollment windows, late penalties and IRMAA. No zod, no clock: safe for browsers.

// Calendar helpers
export {
  addMonths,
  compareDates,
  compareMonths,
  daysInMonth,
  firstDayOfMonth,
  formatIsoDate,
  formatLongDate,
  formatMonthYear,
  isIsoDate,
  isLeapYear,
  isValidCalendarDate,
  lastDayOfMonth,
  monthIndex,
  monthNames,
  monthOf,
  monthRange,
  parseIsoDate,
  previousDay,
  toCalendarDate,
} from './dates';
export type { CalendarDate, CalendarMonth, DateInput, IsoDate } from './dates';

// Enrollment windows: every window and its type
export * from './enrollment';

// Penalties
export { fromCents, partBLatePenalty, partDLatePenalty, toCents } from './penalties';
export type {
  PartBLatePenalty,
  PartBLatePenaltyInput,
  PartDLatePenalty,
  PartDLatePenaltyInput,
} from './penalties';

// IRMAA
export { formatIrmaaBound, irmaa, irmaaTableYears, irmaaYearFor, irmaaYears, isInIrmaaBound } from './irmaa';
export type {
  IrmaaBound,
  IrmaaFilingStatus,
  IrmaaInput,
  IrmaaResult,
  IrmaaTables,
  IrmaaYear,
  IrmaaYearChoice,
} from './irmaa';

// The enrollment season of a build date
export { aepDates, maOepDates, seasonOn, seasonPhases, StaleSeasonError } from './season';
export type { Season, SeasonPhase, SeasonWindow } from './season';

// The enrollment timeline (/medicare-timeline)
export {
  defaultTimelinePenaltyExample,
  enrollmentTimeline,
  firstModelledGeneralEnrollmentYear,
  generalEnrollmentPeriodAfter,
  nextAnnualEnrollmentPeriod,
  nextMaOpenEnrollment,
} from './timeline';
export type {
  EnrollmentTimelineOptions,
  EnrollmentTimelineResult,
  TimelineFigures,
  TimelinePenaltyExample,
} from './timeline';

// Office hours: a reading as days and times, the agency's time zone in words, the callback form's call hours
export { callHoursOf, readOfficeHours, timeZoneNames, zoneWordPattern } from './office-hours';
export type { CallHours, DayTime, ReadOfficeHours } from './office-hours';
