import { ExternalLink, House } from 'lucide-react';
import { Link } from '../../primitives/Link/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { anchorHref, scrollToItem } from '../../private/scrollToAnchor';
import type { NavBarItem, NavBarProps } from './NavBar';
import * as styles from './NavBar.css';
import { NavBarMenu } from './NavBarMenu';

/** The items and settings the row shows (the NavBar's own props, with its defaults applied). */
export type NavBarLinksProps = Pick<
  NavBarProps,
  'learnLabel' | 'learn' | 'primary' | 'toolsLabel' | 'tools' | 'home' | 'currentPath' | 'onNavigate'
> &
  Required<Pick<NavBarProps, 'homeHref' | 'newTabLabel'>>;

/** The bar's row of links at desktop width: the Learn dropdown, the main links, the Tools dropdown and Home. */
export function NavBarLinks({ homeHref, newTabLabel, currentPath, onNavigate, ...items }: NavBarLinksProps) {
  const { learnLabel, learn, primary, toolsLabel, tools, home } = items;
  // What both dropdowns take besides their label and items.
  const menu = { homeHref, newTabLabel, currentPath, onNavigate };
  const current = (item: NavBarItem) =>
    currentPath !== undefined && item.href === currentPath ? 'page' : undefined;
  return (
    <ul className={styles.links}>
      <li>
        <NavBarMenu label={learnLabel} items={learn} {...menu} />
      </li>
      {primary.map((item) => (
        <li key={item.id}>
          {item.external ? (
            <a
              className={styles.navLink}
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onNavigate?.(item)}
            >
              {item.label}
              <ExternalLink aria-hidden="true" size={18} />
              <VisuallyHidden> {newTabLabel}</VisuallyHidden>
            </a>
          ) : (
            <Link
              className={styles.navLink}
              href={anchorHref(homeHref, item)}
              aria-current={current(item)}
              onClick={(event) => {
                onNavigate?.(item);
                scrollToItem(item, event);
              }}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
      <li>
        <NavBarMenu label={toolsLabel} items={tools} {...menu} />
      </li>
      <li>
        <Link
          className={styles.navLink}
          href={home.href}
          aria-current={current(home)}
          onClick={() => onNavigate?.(home)}
        >
          <House aria-hidden="true" size={22} />
          {home.label}
        </Link>
      </li>
    </ul>
  );
}
