import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getAdditionalServices, getSections } from '@agency/content';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AdditionalServices } from './AdditionalServices';
import { StoryConsultationForm } from '../../private/storyConsultationForm';

const copy = getSections().additionalServices;
const services = getAdditionalServices();

/** The consultation form Learn More leads to, as on the home page (its first field and its topic). */
const withContactSection: Decorator = (Story) => (
  <>
    <Story />
    <div style={{ height: '120vh' }} />
    <section id="contact" tabIndex={-1} aria-label="Contact">
      <StoryConsultationForm summary="Add ZIP code or topic" />
    </section>
  </>
);

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/AdditionalServices',
  component: AdditionalServices,
  decorators: [withContactSection],
  args: {
    heading: copy.heading,
    intro: copy.intro,
    learnMoreLabel: copy.learnMoreLabel,
    items: services,
    onLearnMore: fn(),
  },
} satisfies Meta<typeof AdditionalServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four service cards, each with its benefits and a Learn More that leads to the consultation form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: args.heading })).toHaveAttribute('id', 'services');
    const cards = canvas.getAllByRole('heading', { level: 3 });
    await expect(cards.map((card) => card.textContent)).toEqual(services.map((service) => service.title));
    for (const service of services) {
      const card = within(canvas.getByRole('heading', { level: 3, name: service.title }).closest('li')!);
      for (const benefit of service.benefits) await expect(card.getByText(benefit)).toBeVisible();
      const learnMore = card.getByRole('link', { name: `Learn More: ${service.title}` });
      await expect(learnMore).toHaveTextContent('Learn More');
      await expect(learnMore).toHaveAttribute('href', '#callback');
      await expect(learnMore).toHaveAttribute('data-callback-topic', service.title);
    }
  },
};

/** A card that states figures names where to check them: the Extra Help card links to Social Security. */
export const SourceLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withSource = services.filter((service) => service.source);
    await expect(withSource.length).toBeGreaterThan(0);
    for (const service of withSource) {
      const card = within(canvas.getByRole('heading', { level: 3, name: service.title }).closest('li')!);
      const link = card.getByRole('link', { name: service.source!.label });
      await expect(link).toHaveAttribute('href', service.source!.href);
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getAllByRole('link', { name: /^Source/ })).toHaveLength(withSource.length);
  },
};

/**
 * Pressing Learn More reports the card and leads to the consultation form: focus on its first field, the service
 * filled in as the topic (the optional questions unfolded).
 */
export const LearnMoreGoesToContact: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const [, second] = services;
    await userEvent.click(canvas.getByRole('link', { name: `Learn More: ${second!.title}` }));
    await expect(args.onLearnMore).toHaveBeenCalledOnce();
    await expect(args.onLearnMore).toHaveBeenCalledWith(second!.id);
    const field = canvasElement.ownerDocument.getElementById('story-name')!;
    await expect(field).toHaveFocus();
    await waitFor(() => expect(field.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    const topic = canvasElement.ownerDocument.getElementById('story-topic') as HTMLTextAreaElement;
    await expect(topic).toHaveValue(second!.title);
    await expect(topic).toBeVisible();
  },
};

/** Keyboard: Enter on a focused Learn More does the same. */
export const LearnMoreWithKeyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const last = services[services.length - 1]!;
    canvas.getByRole('link', { name: `Learn More: ${last.title}` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLearnMore).toHaveBeenCalledOnce();
    await expect(args.onLearnMore).toHaveBeenCalledWith(last.id);
    await expect(canvasElement.ownerDocument.getElementById('story-name')).toHaveFocus();
  },
};

/** Two services. */
export const FewerItems: Story = {
  args: { items: services.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Learn More/ })).toHaveLength(2);
  },
};

/** A long title wraps beside its icon without pushing the card wider. */
export const LongTitle: Story = {
  args: {
    items: [
      {
        ...services[0]!,
        title: 'Home Health Care Coverage for Recovery at Home After an Illness, Injury or Hospital Stay',
      },
      ...services.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
      .getByRole('heading', { level: 3, name: /Recovery at Home/ })
      .closest('li')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Phone width: cards stack, each Learn More is a full-width 48px target, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('region', { name: copy.heading }).parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const link of canvas.getAllByRole('link', { name: /^Learn More/ })) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }
  },
};
