// Story and test fixtures: the real rules and figures of @agency/content, passed in as the site passes them.
// Only stories and tests import this file (ui never imports @agency/content at run time).
import { brand, enrollmentTimeline, figureFor, getTimelineToolCopy, monthNames } from '@agency/content';
import type { TimelineFigures } from '@agency/content';
import type { EnrollmentTimelineProps } from './EnrollmentTimeline';
import type { ComputeTimeline } from './enrollmentTimelineModel';

/** A figure of 2026, the year every fixture date is read in; fails loudly when content has none for 2026. */
function figureOf2026(path: string): number {
  const figure = figureFor(path, 2026);
  if (!figure || figure.year !== 2026) throw new Error(`@agency/content has no 2026 figure ${path}`);
  return figure.value;
}

/** 2026: Part B $202.90, Part D base premium $38.99. */
export const enrollmentTimelineFigures: TimelineFigures = {
  year: 2026,
  partBStandardPremium: figureOf2026('partB.standardPremium'),
  partDBaseBeneficiaryPremium: figureOf2026('partD.baseBeneficiaryPremium'),
};

/** Content's timeline with the 2026 figures bound, as the site binds them. */
export const computeTimeline: ComputeTimeline = (birthDate, today) =>
  enrollmentTimeline(birthDate, { today, figures: enrollmentTimelineFigures });

/** The day MEDICARE.md was compiled: every fixture date is read relative to it. */
export const fixtureToday = '2026-11-21';

export const enrollmentTimelineArgs = {
  copy: getTimelineToolCopy(),
  computeTimeline,
  monthNames,
  calendar: {
    prodId: `-//${brand.agencyName}//Medicare timeline//EN`,
    fileName: 'my-medicare-dates.ics',
    uidDomain: 'medicare-timeline.example.com',
  },
  today: fixtureToday,
  phone: brand.tollFreePhone,
} satisfies EnrollmentTimelineProps;

/** The keyboard half of a user-event instance (Testing Library's or the one Storybook hands to play functions). */
interface KeyboardUser {
  tab(): Promise<void>;
  keyboard(text: string): Promise<void>;
}

/**
 * Fills the timeline with the keyboard alone, as a visitor would: Tab into Month, type, Tab, type, Tab, type, Tab to
 * the employer box (Space ticks it), Tab to the button, Enter. Focus must start before the form.
 */
export async function fillTimelineWithKeyboard(
  user: KeyboardUser,
  { month, day, year }: { month: string; day: string; year: string },
  employer = false,
): Promise<void> {
  for (const value of [month, day, year]) {
    await user.tab();
    if (value) await user.keyboard(value);
  }
  await user.tab();
  if (employer) await user.keyboard(' ');
  await user.tab();
  await user.keyboard('{Enter}');
}
