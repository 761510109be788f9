import { ChevronRight } from 'lucide-react';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  /** Visible text. */
  label: string;
  /** Where it leads; the last item (the current page) may omit it. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the current page; the last item is the current page. */
  items: ReadonlyArray<BreadcrumbItem>;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Where this page sits in the site, as a navigation landmark; the current page is marked aria-current. */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {isLast || !item.href ? (
                <span className={styles.current} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              )}
              {isLast ? null : <ChevronRight className={styles.separator} aria-hidden="true" size={18} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
