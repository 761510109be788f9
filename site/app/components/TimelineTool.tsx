import { enrollmentTimeline, monthNames } from '@agency/content';
import { EnrollmentTimeline, fromTimelineSearch, toTimelineSearch } from '@agency/ui';
import timeline from 'virtual:island-data/timeline-tool';
import { useShareableAddress } from '../lib/shareable-address';

/**
 * The enrollment calculator on /medicare-timeline. A shared link (?dob=…&employer=…), or the form's own fields when
 * it was submitted before the page's code arrived, is read after hydration (the prerendered page has no query string)
 * and the widget remounts with it; every change updates the address bar. Its copy and the year's premiums for the
 * worked penalty examples come with its code (virtual:island-data/timeline-tool).
 */
export function TimelineTool() {
  const { copy, pageUrl, agencyName, phone } = timeline;
  const address = useShareableAddress(fromTimelineSearch, toTimelineSearch, pageUrl);
  return (
    <EnrollmentTimeline
      key={address.key}
      {...address.props}
      copy={copy}
      phone={phone}
      computeTimeline={computeTimeline}
      monthNames={monthNames}
      calendar={{
        prodId: `-//${agencyName}//Medicare timeline//EN`,
        fileName: 'my-medicare-dates.ics',
        uidDomain: new URL(pageUrl).hostname,
      }}
    />
  );
}

/** The timeline of a birth date as of `today`, with the penalty examples in the year's premiums. */
function computeTimeline(birthDate: string, today: string) {
  return enrollmentTimeline(birthDate, { today, figures: timeline.penaltyFigures });
}
