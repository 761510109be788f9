import { getSections } from '@agency/content';

/** The labels of an inner page's breadcrumbs and closing call to action, read at build time by route loaders. */
export function pageLabels() {
  const copy = getSections();
  return {
    breadcrumb: copy.common.breadcrumbLabel,
    contactHeading: copy.contact.heading,
    contactIntro: copy.contact.intro,
    call: copy.hero.phoneCta,
    book: copy.contact.bookAppointment,
  };
}
