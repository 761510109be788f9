import type { Meta, StoryObj } from '@storybook/react-vite';
import { getPage, getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../../primitives/Button/Button';
import { PageHeader } from './PageHeader';

const page = getPage('medicare-advantage')!;

const meta = {
  title: 'Sections/PageHeader',
  component: PageHeader,
  args: {
    title: page.title,
    intro: page.intro,
    breadcrumbs: [{ label: 'Home', href: '/' }, { label: page.title }],
    breadcrumbLabel: getSections().common.breadcrumbLabel,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

/** With actions under the intro. */
export const WithActions: Story = {
  args: { children: <ButtonLink href="#contact">Book a free consultation</ButtonLink> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Book a free consultation' })).toBeVisible();
  },
};

/** A top-level page: no breadcrumbs. */
export const WithoutBreadcrumbs: Story = {
  args: { breadcrumbs: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/**
 * The AEP city page: the header in the text column of the page below it, with a back link whose arrow starts at the
 * title's left edge (no button padding indenting it).
 */
export const ProseWithBackLink: Story = {
  args: {
    title: 'Medicare Annual Enrollment in Atlanta, Georgia',
    intro: undefined,
    width: 'prose',
    backLink: { href: '/annual-enrollment-period', label: 'Back to AEP overview' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const back = canvas.getByRole('link', { name: 'Back to AEP overview' });
    await expect(back).toHaveAttribute('href', '/annual-enrollment-period');
    await expect(
      Math.abs(back.getBoundingClientRect().left - title.getBoundingClientRect().left),
    ).toBeLessThan(1);
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const band = canvasElement.getBoundingClientRect();
    const box = title.parentElement!.getBoundingClientRect();
    // Centred in the band: the same space on either side.
    await expect(Math.abs(box.left - band.left - (band.right - box.right))).toBeLessThan(2);
  },
};
