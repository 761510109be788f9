import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../../primitives/Breadcrumbs/Breadcrumbs';
import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { Text } from '../../primitives/Text/Text';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's h1. */
  title: string;
  /** One to three sentences under the title. */
  intro?: string;
  /** Trail from Home to this page (nested pages); the last item is this page. */
  breadcrumbs?: ReadonlyArray<BreadcrumbItem>;
  /** Accessible name of the breadcrumb trail, e.g. "Breadcrumb". */
  breadcrumbLabel?: string;
  /** A link back to the page above (e.g. "Back to AEP overview"), flush with the title's edge. */
  backLink?: { href: string; label: string };
  /**
   * content (default): the site's wide column. prose: the text column, centred, so the header lines up with a page
   * made of prose sections (the AEP city page) and its title uses the band's middle instead of its left half.
   */
  width?: PageHeaderWidth;
  /** Actions or facts under the intro (buttons, a date badge). */
  children?: ReactNode;
}

export const pageHeaderWidths = ['content', 'prose'] as const;
export type PageHeaderWidth = (typeof pageHeaderWidths)[number];

/** The top of an inner page: breadcrumbs, the h1, an intro and its main actions. */
export function PageHeader({
  title,
  intro,
  breadcrumbs,
  breadcrumbLabel,
  backLink,
  width = 'content',
  children,
}: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <div className={styles.inner[width]}>
        {breadcrumbs?.length ? <Breadcrumbs items={breadcrumbs} label={breadcrumbLabel} /> : null}
        <div className={styles.text}>
          <Heading level={1}>{title}</Heading>
          {intro ? <Text size="large">{intro}</Text> : null}
        </div>
        {backLink ? (
          <Link href={backLink.href} className={styles.backLink}>
            <ArrowLeft aria-hidden="true" size={22} className={styles.backIcon} />
            {backLink.label}
          </Link>
        ) : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
