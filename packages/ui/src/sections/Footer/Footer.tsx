import { Phone, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './Footer.css';
import { FooterLinks } from './FooterLinks';
import { FooterSocialIcon, type FooterSocialNetwork } from './FooterSocialIcon';

export { footerSocialNetworks } from './FooterSocialIcon';
export type { FooterSocialNetwork } from './FooterSocialIcon';

export interface FooterLink {
  /** Unique id. */
  id: string;
  /** A site path, or an https address when `external`. */
  href: string;
  /** Visible text. */
  label: string;
  /** Opens in a new tab, with rel="noopener noreferrer" and a hint for screen readers. */
  external?: boolean;
}

export interface FooterState {
  /** Unique id. */
  id: string;
  /** URL slug: the link goes to `${stateBasePath}/${slug}`. */
  slug: string;
  /** State name, e.g. "Alabama". */
  name: string;
}

export interface FooterSocialProfile {
  /** Unique id. */
  id: string;
  /** Which network's mark is drawn. */
  network: FooterSocialNetwork;
  /** The link's name, e.g. "Magnolia Senior Benefits on Facebook" (read by screen readers, shown on hover). */
  label: string;
  /** The profile's https address; opens in a new tab. */
  href: string;
}

export interface FooterProps {
  /** The agency's name, shown at the top of the footer. */
  agencyName: string;
  /** The toll-free number beside the name (`display` printed, `e164` dialled); omitted when not given. */
  phone?: { display: string; e164: string };
  /** Accessible name of the phone link, e.g. "Call us at (800) 555-0123"; it contains the number shown. */
  phoneLabel?: string;
  /** Heading over the quick links, e.g. "Quick Links". */
  quickLinksHeading: string;
  /** Site links, in display order. */
  quickLinks: ReadonlyArray<FooterLink>;
  /** Heading over the state links, e.g. "States We Serve". */
  statesHeading: string;
  /** The service-area states, in display order. */
  states: ReadonlyArray<FooterState>;
  /** Path the state slugs are appended to. */
  stateBasePath?: string;
  /** Heading over the social links, e.g. "Follow Us". */
  socialHeading: string;
  /** The social profiles (a business listing, Facebook, Instagram, LinkedIn, YouTube, TikTok). */
  social: ReadonlyArray<FooterSocialProfile>;
  /** The Lifetime Support Guarantee box. */
  guarantee: { title: string; text: string };
  /** Legal notices in display order: the CMS TPMO disclaimer, the non-affiliation notice, licensing, ... */
  disclaimers: ReadonlyArray<string>;
  /** e.g. "© 2026 Magnolia Senior Benefits. All rights reserved." */
  copyright: string;
  /** Read after the name of links that open a new tab. */
  newTabLabel?: string;
  /** Called when the visitor taps the phone link (conversion tracking). */
  onCall?: () => void;
}

/**
 * The page footer (a contentinfo landmark): the agency and its number, then quick links, state links, social
 * profiles and the Lifetime Support Guarantee, each under its own h2; then the legal disclaimers (the CMS
 * third-party marketing disclaimer first) and the copyright line.
 */
export function Footer({
  agencyName,
  phone,
  phoneLabel,
  quickLinksHeading,
  quickLinks,
  statesHeading,
  states,
  stateBasePath = '/service-areas',
  socialHeading,
  social,
  guarantee,
  disclaimers,
  copyright,
  newTabLabel = '(opens in a new tab)',
  onCall,
}: FooterProps) {
  const socialId = useId();

  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.agencyName}>{agencyName}</p>
          {phone ? (
            <a className={styles.phoneLink} href={`tel:${phone.e164}`} onClick={onCall}>
              <Phone aria-hidden="true" size={24} />
              {phoneLabel ? <VisuallyHidden>{`${phoneLabel}: `}</VisuallyHidden> : null}
              {phone.display}
            </a>
          ) : null}
        </div>

        <div className={styles.groups}>
          <FooterLinks heading={quickLinksHeading} links={quickLinks} newTabLabel={newTabLabel} />
          <FooterLinks
            heading={statesHeading}
            links={states.map(({ id, slug, name }) => ({
              id,
              href: `${stateBasePath}/${slug}`,
              label: name,
            }))}
            newTabLabel={newTabLabel}
          />

          <div className={styles.group}>
            <Heading level={2} size={4} tone="onBrand" id={socialId}>
              {socialHeading}
            </Heading>
            <ul className={styles.socialList} aria-labelledby={socialId}>
              {social.map((profile) => (
                <li key={profile.id}>
                  <a
                    className={styles.socialLink}
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={profile.label}
                  >
                    <FooterSocialIcon network={profile.network} />
                    <VisuallyHidden>
                      {profile.label} {newTabLabel}
                    </VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div className={styles.guarantee}>
            <ShieldCheck className={styles.guaranteeIcon} aria-hidden="true" size={36} />
            <Heading level={2} size={4} tone="onBrand">
              {guarantee.title}
            </Heading>
            <Text size="small" tone="onBrand">
              {guarantee.text}
            </Text>
          </div>
        </div>

        <div className={styles.legal}>
          {disclaimers.map((text) => (
            <Text key={text} size="small" tone="onBrand">
              {text}
            </Text>
          ))}
          <Text size="small" tone="onBrand">
            {copyright}
          </Text>
        </div>
      </div>
    </footer>
  );
}
