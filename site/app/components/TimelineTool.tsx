import {
  annualEnrollmentPeriod,
  daysInMonth,
  formatLongDate,
  formatMonthYear,
  generalEnrollmentPeriod,
  initialEnrollmentPeriod,
  maOpenEnrollment,
  medigapOpenEnrollment,
  monthNames,
  parseIsoDate,
  partBLatePenalty,
  partBStartDate,
  partDLatePenalty,
} from '@agency/content';
import {
  EnrollmentTimeline,
  fromTimelineSearch,
  toTimelineSearch,
  type EnrollmentTimelineCopy,
  type EnrollmentTimelineFigures,
} from '@agency/ui';
import { useShareableAddress } from '../lib/shareable-address';

const rules = {
  initialEnrollmentPeriod,
  partBStartDate,
  medigapOpenEnrollment,
  generalEnrollmentPeriod,
  annualEnrollmentPeriod,
  maOpenEnrollment,
  partBLatePenalty,
  partDLatePenalty,
  daysInMonth,
  parseIsoDate,
  formatLongDate,
  formatMonthYear,
  monthNames,
};

export interface TimelineToolProps {
  copy: EnrollmentTimelineCopy;
  penaltyFigures: EnrollmentTimelineFigures;
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
  return (
    <EnrollmentTimeline
      key={shared ? 'shared' : 'empty'}
      copy={copy}
      rules={rules}
      penaltyFigures={penaltyFigures}
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
