// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatFunctionPattern } from '../../mocks/endpoints';
import { chatHandlers, mockChatReply, mockHtmlReply, type ChatRequestBody } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { ToastProvider } from '../../primitives/Toast/Toast';
import type { ChatClient } from './chatClient';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';

const phone = { display: '(800) 555-0123', e164: '+18005550123' };

const props: ChatWidgetProps = {
  title: 'Chat with Mary Johnson',
  subtitle: 'Licensed Medicare Advisor',
  automatedLabel: 'Automated assistant (AI), not a person',
  greeting: "Hi! I'm the AI assistant. We do not offer every plan available in your area.",
  placeholder: 'Ask about Medicare...',
  inputLabel: 'Your message',
  sendLabel: 'Send message',
  pendingLabel: 'Writing a reply...',
  openLabel: 'Open chat',
  closeLabel: 'Close chat',
  disclaimer: 'AI-generated answers for informational purposes. Call us for personalized advice.',
  hoursNote: 'Available Mon-Fri, 8AM-6PM EST',
  quickActions: { schedule: 'Schedule a Free Consultation', call: `Call ${phone.display}` },
  fallback: {
    connecting: "I'm having trouble connecting right now. ",
    rateLimited: 'Our chat is experiencing high volume. ',
    unavailable: 'Chat is temporarily unavailable. ',
    callUs: `Please call us at ${phone.display} for immediate assistance!`,
  },
  toast: { title: 'Connection Issue', description: `Please try again or call us at ${phone.display}` },
  phone,
  panelSize: { width: 380, height: 600 },
};

const generic = `I'm having trouble connecting right now. Please call us at ${phone.display} for immediate assistance!`;

function renderWidget(overrides: Partial<ChatWidgetProps> = {}, { toasts = true } = {}) {
  const widget = <ChatWidget {...props} {...overrides} />;
  return render(
    <>
      <section id="contact" aria-label="Contact us">
        Contact
      </section>
      {toasts ? <ToastProvider>{widget}</ToastProvider> : widget}
    </>,
  );
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: props.openLabel }));
  // The panel's code loads on the first press (a lazy chunk): the first test of the file waits for its import, which
  // takes longer than findBy's default second on a busy machine.
  return screen.findByRole('dialog', { name: `${props.title} ${props.automatedLabel}` }, { timeout: 5000 });
}

const input = () => screen.getByRole('textbox', { name: props.inputLabel });
const sendButton = () => screen.getByRole('button', { name: props.sendLabel });
const messages = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[data-message-text]')?.textContent);

describe('ChatWidget', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  it('should show only the floating button until it is pressed', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWidget({ onOpen });
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await openChat(user);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(dialog).toHaveAccessibleDescription(props.subtitle);
    // Who really answers is in the panel's name and shown under the title and subtitle.
    expect(within(dialog).getByText(props.automatedLabel)).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('aria-modal');
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveAttribute('placeholder', props.placeholder);
    expect(within(dialog).getByText(props.greeting)).toBeInTheDocument();
    expect(within(dialog).getByText(props.disclaimer)).toBeInTheDocument();
    expect(within(dialog).getByText(props.hoursNote)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: props.quickActions.call })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
  });

  it('should close on Escape and on the close button, returning focus to the button and keeping the conversation', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWidget({ onClose });
    await openChat(user);
    await user.type(input(), 'What is Medigap?{Enter}');
    await screen.findByText(mockChatReply);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: props.openLabel })).toHaveFocus());

    const dialog = await openChat(user);
    expect(messages()).toEqual(['What is Medigap?', mockChatReply]);
    await user.click(within(dialog).getByRole('button', { name: props.closeLabel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: props.openLabel })).toHaveFocus());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('should send on Enter the trimmed message with the anonymous id, then show the reply as text', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const onReply = vi.fn();
    const bodies: ChatRequestBody[] = [];
    server.use(
      http.post(chatFunctionPattern, async ({ request }) => {
        bodies.push((await request.json()) as ChatRequestBody);
        return HttpResponse.json({ message: mockChatReply });
      }),
    );
    renderWidget({ onSend, onReply });
    await openChat(user);
    await user.type(input(), '  Do you charge for your help?  {Enter}');

    expect(await screen.findByText(mockChatReply)).toBeInTheDocument();
    expect(messages()).toEqual(['Do you charge for your help?', mockChatReply]);
    expect(bodies).toEqual([
      {
        message: 'Do you charge for your help?',
        anonymousId: expect.stringMatching(/^anon_\d{13}_[a-z0-9]{10}$/),
      },
    ]);
    expect(window.sessionStorage.getItem('chat-anonymous-id')).toBe(bodies[0]?.anonymousId);
    expect(input()).toHaveValue('');
    expect(onSend).toHaveBeenCalledOnce();
    expect(onSend).toHaveBeenCalledWith();
    expect(onReply).toHaveBeenCalledOnce();
  });

  it('should add a new line on Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderWidget({ onSend });
    await openChat(user);
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('Line one\nline two');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(sendButton());
    expect(await screen.findByText(mockChatReply)).toBeInTheDocument();
    expect(messages()[0]).toBe('Line one\nline two');
  });

  it('should block an empty or blank message', async () => {
    const user = userEvent.setup();
    const send = vi.fn<ChatClient['send']>();
    renderWidget({ client: { send } });
    await openChat(user);
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(send).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('should block sending while a reply is pending, showing the spinner', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    server.use(
      http.post(chatFunctionPattern, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: mockChatReply });
      }),
    );
    const onSend = vi.fn();
    renderWidget({ onSend });
    await openChat(user);
    await user.type(input(), 'First question{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(props.pendingLabel);
    await user.type(input(), 'Second question');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(messages()).toEqual(['First question']);

    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByText(mockChatReply)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(input()).toHaveValue('Second question');
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    [
      'rateLimited',
      429,
      'http',
      "I'm having trouble connecting right now. Our chat is experiencing high volume. ",
    ],
    [
      'unavailable',
      402,
      'http',
      "I'm having trouble connecting right now. Chat is temporarily unavailable. ",
    ],
    ['serverError', 500, 'http', "I'm having trouble connecting right now. "],
    ['networkError', null, 'fetch', "I'm having trouble connecting right now. "],
    ['relayError', null, 'relay', "I'm having trouble connecting right now. "],
  ] as const)(
    'should answer %s with the SPEC §8 text and the Connection Issue toast',
    async (state, status, kind, start) => {
      const user = userEvent.setup();
      const onError = vi.fn();
      server.use(chatHandlers[state]);
      renderWidget({ onError });
      await openChat(user);
      await user.type(input(), 'How much is Part B?{Enter}');

      const expected = `${start}Please call us at ${phone.display} for immediate assistance!`;
      expect(await within(screen.getByRole('log')).findByText(expected)).toBeInTheDocument();
      expect(messages()).toEqual(['How much is Part B?', expected]);
      expect(onError).toHaveBeenCalledWith({ status, kind });
      const toasts = within(screen.getByRole('region', { name: /Notifications/ }));
      expect(await toasts.findByText('Connection Issue')).toBeInTheDocument();
      expect(toasts.getByText(`Please try again or call us at ${phone.display}`)).toBeInTheDocument();
    },
  );

  it('should bring its own toasts when no ToastProvider is above it', async () => {
    const user = userEvent.setup();
    server.use(chatHandlers.serverError);
    renderWidget({}, { toasts: false });
    await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    expect(await screen.findByText(generic)).toBeInTheDocument();
    const toasts = within(screen.getByRole('region', { name: /Notifications/ }));
    expect(await toasts.findByText('Connection Issue')).toBeInTheDocument();
  });

  it("should use the page's ToastProvider when there is one, not a second one", async () => {
    const user = userEvent.setup();
    server.use(chatHandlers.serverError);
    renderWidget();
    await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    expect(await screen.findByText(generic)).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });

  it('should render a reply with markup as literal text', async () => {
    const user = userEvent.setup();
    server.use(chatHandlers.htmlReply);
    renderWidget();
    const dialog = await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    expect(await screen.findByText(mockHtmlReply)).toBeInTheDocument();
    expect(dialog.querySelector('img, b')).toBeNull();
  });

  it('should log a wrong backend setting once and show the generic fallback', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget({ chat: { url: 'ftp://project.example.com', key: 'k' } });
    await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    expect(await screen.findByText(generic)).toBeInTheDocument();
    await user.type(input(), 'Again{Enter}');
    await waitFor(() => expect(screen.getAllByText(generic)).toHaveLength(2));
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError).toHaveBeenCalledWith(
      'Chat backend URL must start with http:// or https:// — got "ftp://project.example.com"',
    );
  });

  it('should use an injected transport with the id it keeps for the session', async () => {
    const user = userEvent.setup();
    const send = vi.fn<ChatClient['send']>().mockResolvedValue({ ok: true, message: 'From the fake.' });
    renderWidget({
      client: { send },
      anonymousId: { prefix: 'test', randomLength: 12, storageKey: 'test-id' },
    });
    await openChat(user);
    await user.type(input(), 'One{Enter}');
    await screen.findByText('From the fake.');
    await user.type(input(), 'Two{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const id = window.sessionStorage.getItem('test-id');
    expect(id).toMatch(/^test_\d{13}_[a-z0-9]{12}$/);
    expect(send.mock.calls).toEqual([
      ['One', id],
      ['Two', id],
    ]);
  });

  it('should close and take the visitor to the contact section on Schedule a Free Consultation', async () => {
    const user = userEvent.setup();
    // jsdom does not scroll.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const onScheduleClick = vi.fn();
      renderWidget({ onScheduleClick });
      const dialog = await openChat(user);
      await user.click(within(dialog).getByRole('link', { name: props.quickActions.schedule }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onScheduleClick).toHaveBeenCalledOnce();
      const contact = document.getElementById('contact');
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(contact);
      await waitFor(() => expect(contact).toHaveFocus());
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('should report the call action', async () => {
    const user = userEvent.setup();
    const onCall = vi.fn();
    renderWidget({ onCall });
    const dialog = await openChat(user);
    const call = within(dialog).getByRole('link', { name: props.quickActions.call });
    call.addEventListener('click', (event) => event.preventDefault());
    await user.click(call);
    expect(onCall).toHaveBeenCalledOnce();
  });
});
