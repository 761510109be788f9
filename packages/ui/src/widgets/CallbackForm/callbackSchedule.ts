// When the callback comes: the visitor's best time inside the office hours, from the moment the request is stored,
// in the agency's time zone. "Today before 6:00 PM Central Time", "tomorrow morning, from 8:00 AM Central Time",
// "on Monday afternoon, between 12:00 PM and 6:00 PM Central Time". Pure: the clock is an argument.
import type { CallHours } from '@agency/content';
import type { CallbackBestTime } from './callbackFormModel';

/** Too little of today's window is left to call within it: the call comes in the next one. */
const lastCallMarginMinutes = 30;

/** Where the call falls, for the thank-you's words (`copy.received.when`). */
export type CallbackSlot =
  /** Inside the chosen window today: before `end`. */
  | { kind: 'now'; end: string }
  /** The chosen window is later today. */
  | { kind: 'later'; start: string; end: string }
  /**
   * On a later day: `days` ahead (1 is tomorrow), its ISO weekday (Monday 1 ... Sunday 7), from the morning or in the
   * afternoon.
   */
  | { kind: 'morning' | 'afternoon'; days: number; weekday: number; start: string; end: string };

/** The window of a best time: morning from opening to noon, afternoon from noon to closing, any time all day. */
function windowOf(bestTime: CallbackBestTime, hours: CallHours) {
  const noon = Math.min(Math.max(hours.noon.minutes, hours.opens.minutes), hours.closes.minutes);
  const noonLabel = noon === hours.noon.minutes ? hours.noon.label : null;
  if (bestTime === 'morning' && noonLabel && noon > hours.opens.minutes)
    return { from: hours.opens, to: { minutes: noon, label: noonLabel } };
  if (bestTime === 'afternoon' && noonLabel && noon < hours.closes.minutes)
    return { from: { minutes: noon, label: noonLabel }, to: hours.closes };
  return { from: hours.opens, to: hours.closes };
}

/** The weekday (Monday 1 ... Sunday 7) and minutes after midnight of a moment, in a time zone. */
export function zonedClock(moment: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** The next moment the office calls in the visitor's chosen window, from `moment`. */
export function nextCallSlot(moment: Date, bestTime: CallbackBestTime, hours: CallHours): CallbackSlot {
  const { from, to } = windowOf(bestTime, hours);
  const now = zonedClock(moment, hours.timeZone);
  const open = new Set(hours.days);
  if (open.has(now.weekday)) {
    if (now.minutes < from.minutes) return { kind: 'later', start: from.label, end: to.label };
    if (now.minutes < to.minutes - lastCallMarginMinutes) return { kind: 'now', end: to.label };
  }
  for (let days = 1; days <= 7; days += 1) {
    const weekday = ((now.weekday - 1 + days) % 7) + 1;
    if (!open.has(weekday)) continue;
    return {
      kind: bestTime === 'afternoon' ? 'afternoon' : 'morning',
      days,
      weekday,
      start: from.label,
      end: to.label,
    };
  }
  // An office open on no day at all cannot be: the brand schema reads its days. Say the window as it is.
  return { kind: 'later', start: from.label, end: to.label };
}

/** The words of the thank-you that say when we call. */
export interface CallbackWhenCopy {
  when: { now: string; later: string; morning: string; afternoon: string };
  tomorrow: string;
  /** Token {weekday}. */
  onWeekday: string;
  /** Monday to Sunday. */
  weekdays: ReadonlyArray<string>;
}

/** The slot in words: "tomorrow morning, from 8:00 AM Central Time". */
export function slotInWords(slot: CallbackSlot, zone: string, copy: CallbackWhenCopy): string {
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
  if (slot.kind === 'now') return fill(copy.when.now, { end: slot.end, zone });
  if (slot.kind === 'later') return fill(copy.when.later, { start: slot.start, end: slot.end, zone });
  const day =
    slot.days === 1
      ? copy.tomorrow
      : fill(copy.onWeekday, { weekday: copy.weekdays[slot.weekday - 1] ?? '' });
  return fill(copy.when[slot.kind], { day, start: slot.start, end: slot.end, zone });
}
