// Build time (route loaders): the frame of an inner page in its words, from the content: its header (title, intro,
// the breadcrumb trail) and the call band that closes it.
import { getSections, getSiteCopy } from '@agency/content';
import type { PageHeaderProps } from '@agency/ui';
import type { Crumb } from './meta/structured-data';

/** The breadcrumb trail of a page: home, the pages above it (nearest last), then the page itself. */
export function crumbsTo(current: string, above: ReadonlyArray<Required<Crumb>> = []): Crumb[] {
  return [{ label: getSiteCopy().breadcrumbs.home, href: '/' }, ...above, { label: current }];
}

/** An inner page's header: the title, the intro and the breadcrumb trail with its accessible name. */
export function pageHeader(
  title: string,
  intro: string | undefined,
  crumbs: ReadonlyArray<Crumb>,
): Pick<PageHeaderProps, 'title' | 'intro' | 'breadcrumbs' | 'breadcrumbLabel'> {
  return { title, intro, breadcrumbs: crumbs, breadcrumbLabel: getSections().common.breadcrumbLabel };
}

/** The words of an inner page's closing call band (PageCallToAction). */
export function pageLabels() {
  const copy = getSections();
  return {
    contactHeading: copy.contact.heading,
    contactIntro: copy.contact.intro,
    call: copy.hero.phoneCta,
    // The one name of the action that leads to the consultation form.
    book: copy.hero.primaryCta,
  };
}

export type PageLabels = ReturnType<typeof pageLabels>;
