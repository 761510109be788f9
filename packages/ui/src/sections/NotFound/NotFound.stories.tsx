import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const copy = getSections();

const meta = {
  title: 'Sections/NotFound',
  component: NotFound,
  args: {
    title: copy.notFound.title,
    homeLabel: copy.notFound.homeLabel,
    homeHref: '/',
    intro: copy.notFound.intro,
    places: copy.notFound.places,
    call: { label: copy.notFound.callLabel, ...brand.tollFreePhone },
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, the way home, the places people look for most and the phone number. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.notFound.homeLabel })).toHaveAttribute('href', '/');
    const places = canvas.getByRole('navigation', { name: copy.notFound.intro });
    for (const place of copy.notFound.places)
      await expect(within(places).getByRole('link', { name: place.label })).toHaveAttribute(
        'href',
        place.href,
      );
    await expect(canvas.getByRole('link', { name: brand.tollFreePhone.display })).toHaveAttribute(
      'href',
      `tel:${brand.tollFreePhone.e164}`,
    );
  },
};

/** With the heading and the way home only (no places or phone given). */
export const HomeLinkOnly: Story = {
  args: { intro: undefined, places: [], call: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: copy.notFound.homeLabel })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
