import { enrollmentTimeline, monthNames, type TimelineFigures } from '@agency/content';
import {
  EnrollmentTimeline,
  fromTimelineSearch,
  toTimelineSearch,
  type EnrollmentTimelineCopy,
} from '@agency/ui';
import { useCallback } from 'react';
import { useShareableAddress } from '../lib/shareable-address';

export interface TimelineToolProps {
  copy: EnrollmentTimelineCopy;
  /** The year's Part B premium and Part D base premium, for the worked penalty examples. */
  penaltyFigures: TimelineFigures;
  /** The page's absolute address; shared links add the query string to it. */
  pageUrl: string;
  /** The agency's name, in the calendar file's PRODID. */
  agencyName: string;
}

/**
 * The enrollment calculator on /medicare-timeline. A shared link (?dob=…&employer=…), or the form's own fields when
 * it was submitted before the page's code arrived, is read after hydration (the prerendered page has no query string)
 * and the widget remounts with it; every change updates the address bar.
 */
export function TimelineTool({ copy, penaltyFigures, pageUrl, agencyName }: TimelineToolProps) {
  const { shared, keep } = useShareableAddress(fromTimelineSearch, toTimelineSearch);
  const computeTimeline = useCallback(
    (birthDate: string, today: string) => enrollmentTimeline(birthDate, { today, figures: penaltyFigures }),
    [penaltyFigures],
  );
  return (
    <EnrollmentTimeline
      key={shared ? 'shared' : 'empty'}
      copy={copy}
      computeTimeline={computeTimeline}
      monthNames={monthNames}
      calendar={{
        prodId: `-//${agencyName}//Medicare timeline//EN`,
        fileName: 'my-medicare-dates.ics',
        uidDomain: new URL(pageUrl).hostname,
      }}
      initialInput={shared ?? undefined}
      onInputChange={keep}
      shareUrl={(input) => `${pageUrl}?${toTimelineSearch(input)}`}
    />
  );
}
