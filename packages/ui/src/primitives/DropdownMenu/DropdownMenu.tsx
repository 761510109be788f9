import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuItem {
  id: string;
  /** Where the item leads: a site path, an https address or an in-page anchor. */
  href: string;
  label: string;
  /** One short line under the label. */
  description?: string;
  /** Opens in a new tab (rel="noopener noreferrer"). */
  external?: boolean;
  /** Highlighted at the top. */
  featured?: boolean;
}

export interface DropdownMenuProps {
  /** Text of the button that opens the menu, e.g. "Learn". */
  label: string;
  items: ReadonlyArray<DropdownMenuItem>;
  /** Called when an item is chosen (e.g. to smooth-scroll to an anchor, or to report a click). */
  onSelect?: (item: DropdownMenuItem) => void;
  /** Read after an external item's label, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
  /** Open at first (stories and tests). */
  defaultOpen?: boolean;
}

/** A navigation dropdown on Radix DropdownMenu: arrow keys move, Escape closes, focus returns to the button. */
export function DropdownMenu({
  label,
  items,
  onSelect,
  newTabLabel = '(opens in a new tab)',
  defaultOpen,
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root modal={false} defaultOpen={defaultOpen}>
      <RadixMenu.Trigger className={styles.trigger}>
        {label}
        <ChevronDown className={styles.chevron} aria-hidden="true" size={20} />
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={styles.content} align="start" sideOffset={6}>
          {items.map((item) => (
            <RadixMenu.Item key={item.id} asChild onSelect={() => onSelect?.(item)}>
              {item.external ? (
                <a
                  className={clsx(styles.item, item.featured && styles.featured)}
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <span className={styles.itemLabel}>
                    {item.label}
                    <ExternalLink aria-hidden="true" size={18} />
                    <VisuallyHidden>{newTabLabel}</VisuallyHidden>
                  </span>
                  {item.description ? (
                    <span className={styles.itemDescription}>{item.description}</span>
                  ) : null}
                </a>
              ) : (
                <Link className={clsx(styles.item, item.featured && styles.featured)} href={item.href}>
                  <span className={styles.itemLabel}>{item.label}</span>
                  {item.description ? (
                    <span className={styles.itemDescription}>{item.description}</span>
                  ) : null}
                </Link>
              )}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
