import type { Meta, StoryObj } from '@storybook/react-vite';
import { getPage } from '@agency/content';
import { expect, within } from 'storybook/test';
import { Section } from '../../primitives/Section/Section';
import { ContentSections } from './ContentSections';

const page = getPage('part-d')!;

const meta = {
  title: 'Sections/ContentSections',
  component: ContentSections,
  args: { sections: page.sections },
} satisfies Meta<typeof ContentSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(page.sections.length);
  },
};

/** Bullets render as a real list. */
export const WithBullets: Story = {
  args: {
    sections: [
      {
        id: 'bring',
        heading: 'What to bring',
        paragraphs: ['Please have these ready.'],
        bullets: ['Your Medicare card', 'A list of your medicines'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Links to other pages after the text (the service-areas overview's two guides), as a list of named links. */
export const WithLinks: Story = {
  args: {
    sections: getPage('service-areas')!.sections.filter((section) => section.links),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'How Medicare plan service areas work' })).toHaveAttribute(
      'href',
      '/medicare-service-areas',
    );
    await expect(canvas.getByRole('link', { name: 'Medicare help in Georgia' })).toHaveAttribute(
      'href',
      '/medicare-service-areas-georgia',
    );
  },
};

/** Reads comfortably at phone width. */
export const PhoneWidth: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Under a tool in a prose Section (the IRMAA calculator, the checklist): the text starts and ends where the tool does. */
export const UnderATool: Story = {
  render: (args) => (
    <>
      <Section width="prose">
        <form aria-label="Calculator">
          <input aria-label="Income" style={{ width: '100%' }} />
        </form>
      </Section>
      <ContentSections {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Calculator' }).getBoundingClientRect();
    const heading = canvas.getAllByRole('heading', { level: 2 })[0]!.getBoundingClientRect();
    await expect(Math.abs(heading.left - form.left)).toBeLessThan(1);
    const paragraph = canvasElement.querySelector('section p')!.getBoundingClientRect();
    await expect(Math.abs(paragraph.right - form.right)).toBeLessThan(1);
  },
};
