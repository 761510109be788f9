import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../../primitives/Breadcrumbs/Breadcrumbs';
import { Heading } from '../../primitives/Heading/Heading';
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
  /** Actions or facts under the intro (buttons, a date badge, a back link). */
  children?: ReactNode;
}

/** The top of an inner page: breadcrumbs, the h1, an intro and its main actions. */
export function PageHeader({ title, intro, breadcrumbs, breadcrumbLabel, children }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        {breadcrumbs?.length ? <Breadcrumbs items={breadcrumbs} label={breadcrumbLabel} /> : null}
        <div className={styles.text}>
          <Heading level={1}>{title}</Heading>
          {intro ? <Text size="large">{intro}</Text> : null}
        </div>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
