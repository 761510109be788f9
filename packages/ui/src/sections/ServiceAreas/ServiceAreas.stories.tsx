import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getSections, getServiceAreas } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { ServiceAreas } from './ServiceAreas';

const copy = getSections().serviceAreas;
const areas = getServiceAreas();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/ServiceAreas',
  component: ServiceAreas,
  args: { heading: copy.heading, intro: copy.intro, linkLabel: copy.cardLinkLabel, areas, onSelect: fn() },
} satisfies Meta<typeof ServiceAreas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five state cards, each linking to /service-areas/{slug}; every link's name includes its state. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(5);
    const expected = ['alabama', 'georgia', 'florida', 'tennessee', 'illinois'];
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map((slug) => `/service-areas/${slug}`),
    );
    for (const area of areas) {
      const link = canvas.getByRole('link', { name: new RegExp(area.name) });
      await expect(link).toHaveAccessibleName(`See local help: ${area.name}`);
      await expect(link).toHaveTextContent('See local help');
      await expect(link).toHaveAttribute('href', `/service-areas/${area.slug}`);
      const card = within(link.closest('li')!);
      await expect(card.getByRole('heading', { level: 3, name: area.name })).toBeVisible();
      await expect(card.getByText(area.description)).toBeVisible();
    }
  },
};

/** Following a state's link reports its slug. */
export const ReportsSelection: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See local help: Georgia' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('georgia');
  },
};

/** State pages under another path (e.g. /medicare-service-areas). */
export const OtherBasePath: Story = {
  args: { basePath: '/medicare-service-areas', areas: areas.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/medicare-service-areas/alabama',
      '/medicare-service-areas/georgia',
    ]);
  },
};

/** A state without a postal code shows a map pin instead; a long description wraps in its card. */
export const WithoutCodeAndLongText: Story = {
  args: {
    areas: [
      {
        ...areas[0]!,
        code: undefined,
        description: `${areas[0]!.description} ${areas[0]!.description}`,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('heading', { level: 3, name: 'Alabama' }).closest('li')!;
    await expect(card.querySelector('svg')).not.toBeNull();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByRole('link', { name: 'See local help: Alabama' })).toBeVisible();
  },
};

/** Phone width: cards stack, links are full-width 48px targets, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }
  },
};
