import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { brand, getNav, getSections, getServiceAreas, getSocialProfiles } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { Footer } from './Footer';

const copy = getSections().footer;
const nav = getNav();
const social = getSocialProfiles();
const states = getServiceAreas();

const meta = {
  title: 'Sections/Footer',
  component: Footer,
  args: {
    agencyName: brand.agencyName,
    phone: brand.tollFreePhone,
    phoneLabel: getSections().contact.phoneLabel,
    quickLinksHeading: copy.quickLinksHeading,
    quickLinks: [nav.home, ...nav.primary, ...nav.tools],
    statesHeading: copy.statesHeading,
    states,
    socialHeading: copy.socialHeading,
    social,
    guarantee: copy.guarantee,
    disclaimers: copy.disclaimers,
    copyright: copy.copyright,
    onCall: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quick links, states, social profiles, the guarantee, then the legal notices and the copyright. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');

    for (const heading of [
      args.quickLinksHeading,
      args.statesHeading,
      args.socialHeading,
      args.guarantee.title,
    ]) {
      await expect(within(footer).getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(canvas.getByText(args.guarantee.text)).toBeVisible();

    const quick = canvas.getByRole('navigation', { name: args.quickLinksHeading });
    for (const item of args.quickLinks) {
      await expect(within(quick).getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    }
    const statesNav = canvas.getByRole('navigation', { name: args.statesHeading });
    for (const state of args.states) {
      await expect(within(statesNav).getByRole('link', { name: state.name })).toHaveAttribute(
        'href',
        `/service-areas/${state.slug}`,
      );
    }

    const socialList = canvas.getByRole('list', { name: args.socialHeading });
    const socialLinks = within(socialList).getAllByRole('link');
    await expect(socialLinks).toHaveLength(6);
    for (const profile of args.social) {
      const link = within(socialList).getByRole('link', { name: `${profile.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', profile.href);
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
    await expect(
      canvas.getByRole('link', { name: `${brand.agencyName} on Facebook (opens in a new tab)` }),
    ).toBeVisible();

    await expect(canvas.getByText(/Medicare\.gov or 1-800-MEDICARE/)).toBeVisible();
    await expect(canvas.getByText(/not connected with or endorsed by the U\.S\. government/)).toBeVisible();
    // The TPMO disclaimer counts the Medicare Advantage and Part D organizations; the licensing line names every
    // service-area state.
    await expect(
      canvas.getByText(`Currently we represent ${brand.tpmo.organizationCount} organizations`, {
        exact: false,
      }),
    ).toBeVisible();
    const licensing = canvas.getByText('Licensed in', { exact: false });
    for (const state of args.states) await expect(licensing).toHaveTextContent(state.name);
    await expect(canvas.getByText(args.copyright)).toBeVisible();

    const newTabLinks = footer.querySelectorAll('a[target="_blank"]');
    await expect(newTabLinks.length).toBeGreaterThanOrEqual(6);
    for (const link of newTabLinks) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // The visible number is part of the link's name (WCAG 2.5.3), after the hidden "Phone:" label.
    await expect(
      canvas.getByRole('link', { name: `${args.phoneLabel}: ${brand.tollFreePhone.display}` }),
    ).toHaveAttribute('href', `tel:${brand.tollFreePhone.e164}`);
  },
};

const phoneFrame: Decorator = (Story) => (
  <div data-testid="phone-frame" style={{ width: 320 }}>
    <Story />
  </div>
);

/** At 320px everything stacks in one column; nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await expect(canvas.getByRole('heading', { level: 2, name: copy.guarantee.title })).toBeVisible();
  },
};

/** Without a phone number the footer leaves the call link out. */
export const WithoutPhone: Story = {
  args: { phone: undefined, phoneLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(brand.agencyName)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: nav.phoneLabel })).toBeNull();
  },
};
