import {
  Award,
  ExternalLink,
  HeartHandshake,
  Home,
  MapPin,
  Phone,
  Pill,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading/Heading';
import { createIcon } from '../../primitives/Icon/createIcon';
import { IconDisc } from '../../primitives/IconDisc/IconDisc';
import { Section } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './Hero.css';
import { scrollToTarget } from '../../private/scrollToAnchor';

export interface HeroTrustBadge {
  /** Unique id. */
  id: string;
  /** A kebab-case icon name of `heroBadgeIcons`, e.g. "shield-check" (another name shows no icon). */
  icon: string;
  /** Short text, e.g. "Licensed Advisors". */
  label: string;
}

/**
 * The icons a trust badge may show (the names @agency/content's trust badges may use). The hero is the top of the
 * home page, so it bundles these few rather than every icon of the Icon primitive.
 */
export const heroBadgeIcons = {
  'shield-check': ShieldCheck,
  'map-pin': MapPin,
  users: Users,
  home: Home,
  award: Award,
  'heart-handshake': HeartHandshake,
} as const;

const BadgeIcon = createIcon(heroBadgeIcons);

export interface HeroLink {
  /** Visible link text. */
  label: string;
  /** Absolute address; it opens in a new tab. */
  href: string;
}

export interface HeroProps {
  /** In-page anchor of the band. */
  id?: string;
  /** The page's only h1, e.g. "Medicare Open Enrollment for 2027 Coverage: Friendly Help Comparing Your Options". */
  heading: string;
  /** One or two sentences under the heading. */
  subheading: string;
  /** Text of the main button, e.g. "Schedule Free Consultation". */
  scheduleLabel: string;
  /** Id of the section the main button scrolls to and focuses. */
  scheduleTargetId?: string;
  /** Text of the phone button, number included, e.g. "Call (800) 555-0123". */
  callLabel: string;
  /** The number dialled by the phone button, in E.164 form. */
  phone: { e164: string };
  /** External drug-cost lookup tool (opens in a new tab). */
  drugCostLink: HeroLink;
  /** The agency's reviews page (opens in a new tab). */
  reviewsLink: HeroLink;
  /** The trust badges, in display order. */
  trustBadges: ReadonlyArray<HeroTrustBadge>;
  /** Accessible name of the trust-badge list, e.g. "Why you can trust us". */
  trustBadgesLabel: string;
  /** Read by screen readers after links that open a new tab. */
  newTabLabel?: string;
  /** Called when the visitor presses the main button (before it scrolls). */
  onSchedule?: () => void;
  /** Called when the visitor taps the phone button. */
  onCall?: () => void;
  /** Called when the visitor opens the drug-cost lookup. */
  onDrugCostLookup?: () => void;
  /** Called when the visitor opens the reviews page. */
  onReviews?: () => void;
}

/**
 * The top of the home page and its largest paint: the h1, one promise, and the two ways to act (book, call),
 * stacked full-width on phones, with the trust badges beside them. No images, so it paints at once.
 */
export function Hero({
  id = 'hero',
  heading,
  subheading,
  scheduleLabel,
  scheduleTargetId = 'contact',
  callLabel,
  phone,
  drugCostLink,
  reviewsLink,
  trustBadges,
  trustBadgesLabel,
  newTabLabel = '(opens in a new tab)',
  onSchedule,
  onCall,
  onDrugCostLookup,
  onReviews,
}: HeroProps) {
  const handleSchedule = (event: MouseEvent<HTMLElement>) => {
    onSchedule?.();
    // With the target on the page, scroll and focus it ourselves; otherwise the #hash link does its ordinary job.
    if (scrollToTarget(scheduleTargetId)) event.preventDefault();
  };

  return (
    <Section id={id} tone="brand" space="xlarge">
      <div className={styles.root}>
        <div className={styles.layout}>
          <div className={styles.main}>
            <Heading level={1} tone="onBrand">
              {heading}
            </Heading>
            <Text size="large" tone="onBrand" className={styles.subheading}>
              {subheading}
            </Text>
            <div className={styles.actions}>
              <ButtonLink
                href={`#${scheduleTargetId}`}
                variant="primary"
                size="large"
                className={styles.action}
                onClick={handleSchedule}
              >
                {scheduleLabel}
              </ButtonLink>
              <ButtonLink
                href={`tel:${phone.e164}`}
                variant="inverse"
                size="large"
                className={styles.action}
                icon={<Phone className={styles.actionIcon} aria-hidden="true" size={24} />}
                onClick={onCall}
              >
                {callLabel}
              </ButtonLink>
            </div>
            <ul className={styles.links}>
              <li>
                <HeroExternalLink
                  link={drugCostLink}
                  icon={<Pill className={styles.linkIcon} aria-hidden="true" focusable="false" size={24} />}
                  newTabLabel={newTabLabel}
                  onClick={onDrugCostLookup}
                />
              </li>
              <li>
                <HeroExternalLink
                  link={reviewsLink}
                  icon={<Star className={styles.linkIcon} aria-hidden="true" size={24} fill="currentColor" />}
                  newTabLabel={newTabLabel}
                  onClick={onReviews}
                />
              </li>
            </ul>
          </div>
          <ul className={styles.badges} aria-label={trustBadgesLabel}>
            {trustBadges.map((badge) => (
              <li key={badge.id} className={styles.badge}>
                <IconDisc size="medium" tone="highlight">
                  <BadgeIcon name={badge.icon} size={26} />
                </IconDisc>
                {badge.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

interface HeroExternalLinkProps {
  link: HeroLink;
  icon: ReactNode;
  newTabLabel: string;
  onClick?: () => void;
}

/** A quiet link on the navy band that opens a new tab and says so to screen readers. */
function HeroExternalLink({ link, icon, newTabLabel, onClick }: HeroExternalLinkProps) {
  return (
    <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {icon}
      <span>
        {link.label}
        <ExternalLink className={styles.newTabIcon} aria-hidden="true" size={20} />
        <VisuallyHidden> {newTabLabel}</VisuallyHidden>
      </span>
    </a>
  );
}
