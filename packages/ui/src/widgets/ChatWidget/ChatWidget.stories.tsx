import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { brand, constants, getChatCopy, getSections } from '@agency/content';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { chatFunctionPattern } from '../../mocks/endpoints';
import { chatHandlers, mockChatReply, mockHtmlReply, type ChatRequestBody } from '../../mocks/handlers';
import { ToastProvider } from '../../primitives/Toast/Toast';
import { anonymousIdShape } from './anonymousId';
import { MobileBottomBar } from '../../sections/MobileBottomBar/MobileBottomBar';
import { ChatWidget } from './ChatWidget';
import { shortWindowStory } from '../../private/storyViewports';

const copy = getSections().chat;
const { automatedLabel } = getChatCopy().panel;
/** The panel's accessible name: the spec's title, then who really answers. */
const dialogName = `${copy.title} ${automatedLabel}`;
const question = 'When can I switch my Medicare Advantage plan?';

/** The page behind the widget: some content, the contact section the schedule action scrolls to, toasts. */
const page: Decorator = (Story) => (
  <ToastProvider
    maxVisible={constants.toasts.maxVisible}
    duration={constants.toasts.durationMs}
    gap={constants.toasts.gapPx}
  >
    <main style={{ padding: '1rem' }}>
      <h1>Medicare made simple</h1>
      <p style={{ minHeight: '120vh' }}>The page stays usable while the chat is open.</p>
      <section id="contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact us</h2>
        <p>Call or book a free consultation.</p>
      </section>
    </main>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Widgets/ChatWidget',
  component: ChatWidget,
  decorators: [page],
  args: {
    title: copy.title,
    subtitle: copy.subtitle,
    automatedLabel,
    greeting: copy.greeting,
    placeholder: copy.placeholder,
    inputLabel: copy.inputLabel,
    sendLabel: copy.sendLabel,
    pendingLabel: copy.pendingLabel,
    openLabel: copy.openLabel,
    closeLabel: copy.closeLabel,
    disclaimer: copy.disclaimer,
    hoursNote: copy.hoursNote,
    quickActions: copy.quickActions,
    fallback: copy.fallback,
    toast: copy.toast,
    phone: brand.tollFreePhone,
    panelSize: constants.chatPanel,
    contactTargetId: 'contact',
    anonymousId: {
      prefix: constants.chat.anonymousIdPrefix,
      randomLength: constants.chat.anonymousIdRandomLength,
      storageKey: constants.chat.anonymousIdStorageKey,
    },
    messageMaxLength: constants.chat.messageMaxLength,
    chat: { functionName: constants.chat.functionName },
    onOpen: fn(),
    onClose: fn(),
    onSend: fn(),
    onReply: fn(),
    onError: fn(),
    onScheduleClick: fn(),
    onCall: fn(),
  },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const launcher = () => screen.getByRole('button', { name: copy.openLabel });

/** Presses the floating button and waits for the panel (its code loads on first use). */
async function openChat({ userEvent }: Pick<PlayContext, 'userEvent'>): Promise<HTMLElement> {
  await userEvent.click(launcher());
  return screen.findByRole('dialog', { name: dialogName }, { timeout: 8000 });
}

/** Types a message in the panel's box and presses Enter. */
async function ask({ userEvent }: Pick<PlayContext, 'userEvent'>, dialog: HTMLElement, text = question) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: copy.inputLabel }), text);
  await userEvent.keyboard('{Enter}');
}

/** The bubbles of the conversation, in order, without their screen-reader prefixes. */
function bubbles(dialog: HTMLElement): Array<{ from: string | null; text: string | null }> {
  const log = within(dialog).getByRole('log');
  return Array.from(log.querySelectorAll('li')).map((item) => ({
    from: item.getAttribute('data-from'),
    text: item.querySelector('[data-message-text]')?.textContent ?? null,
  }));
}

const generic = `${copy.fallback.connecting}${copy.fallback.callUs}`;

/** Sends a question and expects the §8 fallback bubble with `expected`, and the 'Connection Issue' toast. */
async function expectFallback(context: PlayContext, expected: string, status: number | null, kind: string) {
  const dialog = await openChat(context);
  await ask(context, dialog);
  const log = within(within(dialog).getByRole('log'));
  await expect(await log.findByText(expected, {}, { timeout: 5000 })).toBeVisible();
  await expect(bubbles(dialog)).toEqual([
    { from: 'user', text: question },
    { from: 'assistant', text: expected },
  ]);
  await expect(context.args.onError).toHaveBeenCalledWith({ status, kind });
  const toasts = within(await screen.findByRole('region', { name: /Notifications/ }));
  await waitFor(() => expect(toasts.getByText(copy.toast.title)).toBeVisible());
  await expect(toasts.getByText(copy.toast.description)).toBeVisible();
  // The visitor can try again at once.
  await expect(within(dialog).queryByRole('status')).toBeNull();
}

/** Only the floating button shows; the panel (and its code) wait for the first press. */
export const Closed: Story = {
  play: async ({ args }) => {
    const button = launcher();
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onOpen).not.toHaveBeenCalled();

    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(56);
    await expect(box.height).toBeGreaterThanOrEqual(56);
    await expect(getComputedStyle(button).position).toBe('fixed');
    // Bottom right, clear of the edges.
    await expect(box.right).toBeLessThan(document.documentElement.clientWidth);
    await expect(box.right).toBeGreaterThan(document.documentElement.clientWidth - 40);
    await expect(box.bottom).toBeGreaterThan(window.innerHeight - 40);
  },
};

/**
 * Open: a 380x600 non-modal dialog named 'Chat with …', focus in the message box, the greeting, quick actions,
 * disclaimer and hours. Escape closes it and focus returns to the button.
 */
export const Open: Story = {
  play: async (context) => {
    const { args, userEvent, step } = context;
    const dialog = await openChat(context);
    const panel = within(dialog);
    await expect(args.onOpen).toHaveBeenCalledOnce();

    await step('the panel: size, names, greeting, notes', async () => {
      await expect(dialog).not.toHaveAttribute('aria-modal');
      await expect(dialog).toHaveAccessibleDescription(copy.subtitle);
      const box = dialog.getBoundingClientRect();
      await expect(Math.round(box.width)).toBe(constants.chatPanel.width);
      await expect(Math.round(box.height)).toBe(constants.chatPanel.height);
      await expect(panel.getByRole('heading', { name: copy.title })).toBeVisible();
      await expect(panel.getByText(copy.greeting)).toBeVisible();
      await expect(panel.getByText(copy.disclaimer)).toBeVisible();
      await expect(panel.getByText(copy.hoursNote)).toBeVisible();
      const input = panel.getByRole('textbox', { name: copy.inputLabel });
      await expect(input).toHaveAttribute('placeholder', copy.placeholder);
      await waitFor(() => expect(input).toHaveFocus());
      await expect(panel.getByRole('button', { name: copy.sendLabel })).toBeDisabled();
      // The floating button makes way for the panel.
      await expect(screen.queryByRole('button', { name: copy.openLabel })).toBeNull();
    });

    await step('quick actions: schedule leads to #contact, call dials the number', async () => {
      await expect(panel.getByRole('link', { name: copy.quickActions.schedule })).toHaveAttribute(
        'href',
        '#contact',
      );
      const call = panel.getByRole('link', { name: copy.quickActions.call });
      await expect(call).toHaveAttribute('href', `tel:${brand.tollFreePhone.e164}`);
      call.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(call);
      await expect(args.onCall).toHaveBeenCalledOnce();
    });

    await step('Escape closes; focus returns to the floating button', async () => {
      await userEvent.click(panel.getByRole('textbox', { name: copy.inputLabel }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(launcher()).toHaveFocus());
      await expect(args.onClose).toHaveBeenCalledOnce();
    });

    await step('the close button closes too; the panel reopens at once', async () => {
      const reopened = await openChat(context);
      await userEvent.click(within(reopened).getByRole('button', { name: copy.closeLabel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(launcher()).toHaveFocus());
    });
  },
};

/**
 * Who answers: right under the spec's title ('Chat with {name}') and subtitle ('Licensed Medicare Advisor'), a label
 * says the answers come from an automated assistant, and the panel's accessible name says it too. The greeting says
 * so again and carries the CMS third-party (TPMO) disclaimer, which online chat must convey.
 */
export const WhoAnswers: Story = {
  play: async (context) => {
    const dialog = await openChat(context);
    const panel = within(dialog);
    const title = panel.getByRole('heading', { name: copy.title });
    const subtitle = panel.getByText(copy.subtitle);
    const label = panel.getByText(automatedLabel);
    await expect(title).toBeVisible();
    await expect(subtitle).toBeVisible();
    await expect(label).toBeVisible();
    await expect(dialog).toHaveAccessibleName(dialogName);
    await expect(dialog).toHaveAccessibleDescription(copy.subtitle);
    // Where the visitor reads the title: just below the subtitle, inside the header, before the conversation.
    const labelBox = label.getBoundingClientRect();
    const subtitleBox = subtitle.getBoundingClientRect();
    await expect(labelBox.top).toBeGreaterThanOrEqual(subtitleBox.bottom - 1);
    await expect(labelBox.top - subtitleBox.bottom).toBeLessThan(16);
    await expect(labelBox.left).toBeCloseTo(title.getBoundingClientRect().left, 0);
    const greeting = panel.getByText(copy.greeting);
    await expect(labelBox.bottom).toBeLessThanOrEqual(greeting.getBoundingClientRect().top);
    // The greeting: an AI assistant, and the TPMO disclaimer with Medicare.gov and 1-800-MEDICARE.
    await expect(greeting).toHaveTextContent(/AI assistant/);
    await expect(greeting).toHaveTextContent(/We do not offer every plan available in your area\./);
    await expect(greeting).toHaveTextContent(/Medicare\.gov or 1-800-MEDICARE/);
  },
};

/** At phone width, where the panel fills the screen, the label stays in view under the title and subtitle. */
export const WhoAnswersOnPhones: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    const dialog = await openChat(context);
    const label = within(dialog).getByText(automatedLabel);
    await expect(label).toBeVisible();
    const box = label.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThan(window.innerHeight / 3);
  },
};

let received: ChatRequestBody | null = null;

/** Enter sends: the visitor's bubble, then the reply from the 'chat' function, as `{ message, anonymousId }`. */
export const SendAndReply: Story = {
  beforeEach({ msw }) {
    received = null;
    msw.use(
      http.post(chatFunctionPattern, async ({ request }) => {
        received = (await request.json()) as ChatRequestBody;
        return HttpResponse.json({ message: mockChatReply });
      }),
    );
  },
  play: async (context) => {
    const { args } = context;
    const dialog = await openChat(context);
    await ask(context, dialog, `   ${question}   `);
    await expect(await within(dialog).findByText(mockChatReply, {}, { timeout: 5000 })).toBeVisible();
    await expect(bubbles(dialog)).toEqual([
      { from: 'user', text: question },
      { from: 'assistant', text: mockChatReply },
    ]);
    // Bubbles say who spoke to screen readers too, not by colour alone.
    const [mine, theirs] = within(within(dialog).getByRole('log')).getAllByRole('listitem');
    await expect(mine).toHaveTextContent(`You said: ${question}`);
    await expect(theirs).toHaveTextContent(`Assistant said: ${mockChatReply}`);

    await expect(received?.message).toBe(question);
    await expect(received?.anonymousId).toMatch(anonymousIdShape(args.anonymousId));
    await expect(window.sessionStorage.getItem(constants.chat.anonymousIdStorageKey)).toBe(
      received?.anonymousId,
    );
    await expect(within(dialog).getByRole('textbox', { name: copy.inputLabel })).toHaveValue('');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onReply).toHaveBeenCalledOnce();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** A reply several screens long, as a two-part answer can be. */
const longReply = Array.from({ length: 8 }, () => mockChatReply).join(' ');

/**
 * On a phone, a long answer opens at its start: the question and the answer's first line stay in view, not its last
 * lines with the start scrolled away. A short one still ends the conversation at the bottom.
 */
export const LongAnswerFromItsStart: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(http.post(chatFunctionPattern, () => HttpResponse.json({ message: longReply })));
  },
  play: async (context) => {
    const dialog = await openChat(context);
    await ask(context, dialog);
    const log = within(dialog).getByRole('log');
    const answer = await within(log).findByText(longReply, {}, { timeout: 5000 });
    const body = log.parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // Once the scrolling (smooth, where the browser animates it) has come to rest:
    let last = -1;
    await waitFor(
      () => {
        const now = body.scrollTop;
        const resting = now === last;
        last = now;
        expect(resting).toBe(true);
      },
      { interval: 150, timeout: 3000 },
    );
    const top = answer.getBoundingClientRect().top;
    const view = body.getBoundingClientRect();
    // The answer's first line is in the visible part of the conversation...
    await expect(top).toBeGreaterThanOrEqual(view.top);
    await expect(top + 24).toBeLessThanOrEqual(view.bottom);
    // ...and the conversation is not scrolled to its end.
    await expect(body.scrollTop + body.clientHeight).toBeLessThan(body.scrollHeight - 1);
  },
};

/** While a reply is pending: the spinner and its label, send disabled, Enter does nothing. */
export const Slow: Story = {
  beforeEach({ msw }) {
    msw.use(chatHandlers.slow);
  },
  play: async (context) => {
    const { args, userEvent } = context;
    const dialog = await openChat(context);
    const panel = within(dialog);
    await ask(context, dialog);
    const status = await panel.findByRole('status');
    await expect(status).toHaveTextContent(copy.pendingLabel);
    const send = panel.getByRole('button', { name: copy.sendLabel });

    await userEvent.type(panel.getByRole('textbox', { name: copy.inputLabel }), 'And Part D?');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(bubbles(dialog)).toEqual([{ from: 'user', text: question }]);
    await expect(args.onSend).toHaveBeenCalledOnce();

    await expect(await panel.findByText(mockChatReply, {}, { timeout: 6000 })).toBeVisible();
    await expect(panel.queryByRole('status')).toBeNull();
    // The draft was kept; now it can be sent.
    await expect(panel.getByRole('textbox', { name: copy.inputLabel })).toHaveValue('And Part D?');
    await expect(send).toBeEnabled();
  },
};

/** 429: the §8 text with 'Our chat is experiencing high volume. ' and the phone number, plus the toast. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(chatHandlers.rateLimited);
  },
  play: async (context) => {
    const expected = `${copy.fallback.connecting}${copy.fallback.rateLimited}${copy.fallback.callUs}`;
    await expect(expected).toBe(
      "I'm having trouble connecting right now. Our chat is experiencing high volume. " +
        `Please call us at ${brand.tollFreePhone.display} for immediate assistance!`,
    );
    await expectFallback(context, expected, 429, 'http');
    const toasts = within(screen.getByRole('region', { name: /Notifications/ }));
    await expect(toasts.getByText('Connection Issue')).toBeVisible();
  },
};

/** 402: the §8 text with 'Chat is temporarily unavailable. '. */
export const Unavailable: Story = {
  beforeEach({ msw }) {
    msw.use(chatHandlers.unavailable);
  },
  play: async (context) => {
    const expected = `${copy.fallback.connecting}${copy.fallback.unavailable}${copy.fallback.callUs}`;
    await expect(expected).toContain('Chat is temporarily unavailable. Please call us at');
    await expectFallback(context, expected, 402, 'http');
  },
};

/** 500: the generic §8 text, with no middle part. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(chatHandlers.serverError);
  },
  play: async (context) => {
    await expect(generic).toBe(
      `I'm having trouble connecting right now. Please call us at ${brand.tollFreePhone.display} for immediate assistance!`,
    );
    await expectFallback(context, generic, 500, 'http');
  },
};

/** No answer at all (offline): the generic §8 text. */
export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(chatHandlers.networkError);
  },
  play: async (context) => {
    await expectFallback(context, generic, null, 'fetch');
  },
};

/** An empty or blank message cannot be sent: the button stays disabled and Enter does nothing. */
export const EmptyInputBlocked: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const dialog = await openChat(context);
    const panel = within(dialog);
    const send = panel.getByRole('button', { name: copy.sendLabel });
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(panel.getByRole('textbox', { name: copy.inputLabel }), '    ');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(bubbles(dialog)).toEqual([]);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A reply containing markup shows literally, as text: nothing is parsed or run. */
export const HtmlIsText: Story = {
  beforeEach({ msw }) {
    msw.use(chatHandlers.htmlReply);
  },
  play: async (context) => {
    const dialog = await openChat(context);
    await ask(context, dialog);
    await expect(await within(dialog).findByText(mockHtmlReply, {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog.querySelector('img, b')).toBeNull();
  },
};

/** 'Schedule a Free Consultation' closes the panel and takes the visitor (and focus) to the contact section. */
export const ScheduleConsultation: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const scrollIntoView = spyOn(Element.prototype, 'scrollIntoView');
    try {
      const dialog = await openChat(context);
      await userEvent.click(within(dialog).getByRole('link', { name: copy.quickActions.schedule }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onScheduleClick).toHaveBeenCalledOnce();
      const contact = document.getElementById('contact')!;
      await expect(scrollIntoView.mock.contexts.at(-1)).toBe(contact);
      await waitFor(() => expect(contact).toHaveFocus());
    } finally {
      scrollIntoView.mockRestore();
    }
  },
};

/** On a phone narrower than the panel, the panel fills the screen, with nothing sticking out sideways. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBeLessThan(constants.chatPanel.width);
    const button = launcher().getBoundingClientRect();
    await expect(button.width).toBeGreaterThanOrEqual(56);
    const dialog = await openChat(context);
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(box.left).toBe(0);
    await expect(box.top).toBe(0);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: copy.inputLabel })).toHaveFocus());
  },
};

/**
 * Full screen on a phone, the panel is a modal dialog: `aria-modal`, Tab and Shift+Tab cycle inside it (the page
 * behind is hidden), Escape closes it and focus goes back to the chat button.
 */
export const ModalOnPhones: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await openChat(context);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = within(dialog).getByRole('textbox', { name: copy.inputLabel });
    await waitFor(() => expect(box).toHaveFocus());
    for (let step = 0; step < 10; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    const close = within(dialog).getByRole('button', { name: copy.closeLabel });
    close.focus();
    for (let step = 0; step < 10; step += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(launcher()).toHaveFocus());
    await expect(dialog).not.toBeVisible();
  },
};

/** Beside the page on a larger screen, the panel stays a non-modal dialog: the page can be read and used. */
export const NonModalOnLargerScreens: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async (context) => {
    const dialog = await openChat(context);
    await expect(dialog).not.toHaveAttribute('aria-modal');
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};

/**
 * A short window (a phone in landscape, 200% zoom): the panel fills the screen, is modal, and scrolls as a whole so
 * every control can be reached.
 */
export const ShortWindow: Story = {
  ...shortWindowStory,
  play: async (context) => {
    await expect(window.innerHeight).toBeLessThan(500);
    const dialog = await openChat(context);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(Math.round(dialog.getBoundingClientRect().height)).toBe(window.innerHeight);
    const controls = [
      ...within(dialog).getAllByRole('link'),
      ...within(dialog)
        .getAllByRole('button')
        .filter((button) => !(button as HTMLButtonElement).disabled),
      within(dialog).getByRole('textbox', { name: copy.inputLabel }),
    ];
    for (const control of controls) {
      control.focus();
      const rect = control.getBoundingClientRect();
      await expect(rect.top).toBeGreaterThanOrEqual(0);
      await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
  },
};

/**
 * On a phone the chat button docks at the end of the bottom call bar (which leaves it room, `chatDock`): a button
 * floating above the bar covered the ends of the page's lines.
 */
export const DockedInTheBottomBar: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <MobileBottomBar
          callLabel={getSections().mobileBar.callNow}
          bookLabel={getSections().mobileBar.bookReview}
          phone={brand.tollFreePhone}
          chatDock
        />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement)
      .getAllByRole('complementary')
      .find((landmark) =>
        landmark.contains(within(landmark).queryByRole('link', { name: getSections().mobileBar.bookReview })),
      )!;
    const button = launcher().getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(barBox.top);
    await expect(button.bottom).toBeLessThanOrEqual(barBox.bottom);
    const book = within(bar)
      .getByRole('link', { name: getSections().mobileBar.bookReview })
      .getBoundingClientRect();
    await expect(button.left).toBeGreaterThanOrEqual(book.right);
    await expect(button.height).toBeGreaterThanOrEqual(44);
  },
};
