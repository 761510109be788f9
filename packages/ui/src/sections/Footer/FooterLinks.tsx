import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import type { FooterLink } from './Footer';
import * as styles from './Footer.css';

export interface FooterLinksProps {
  /** The group's heading (h2), which names its navigation landmark, e.g. "Quick Links". */
  heading: string;
  links: ReadonlyArray<FooterLink>;
  /** Read after the name of links that open a new tab. */
  newTabLabel: string;
}

/** One group of the footer's links, a navigation landmark named by its heading: the quick links, the states. */
export function FooterLinks({ heading, links, newTabLabel }: FooterLinksProps) {
  const headingId = useId();
  return (
    <nav className={styles.group} aria-labelledby={headingId}>
      <Heading level={2} size={4} tone="onBrand" id={headingId}>
        {heading}
      </Heading>
      <ul className={styles.list}>
        {links.map((item) => (
          <li key={item.id}>
            {item.external ? (
              <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
                <ExternalLink aria-hidden="true" size={18} />
                <VisuallyHidden> {newTabLabel}</VisuallyHidden>
              </a>
            ) : (
              <Link className={styles.link} href={item.href}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
