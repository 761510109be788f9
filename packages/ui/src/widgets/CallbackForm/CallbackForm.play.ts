// Shared steps of the callback form's stories: fill it in as a visitor does, with real clicks and typing.
import type { within } from 'storybook/test';
import type { CallbackBestTime } from './callbackFormModel';
import { callbackFormArgs, callbackFormCopy as copy } from './CallbackForm.fixtures';

type Canvas = ReturnType<typeof within>;
/** The parts of a user-event instance the steps use (the story context's or Testing Library's). */
interface User {
  click(element: Element): Promise<void>;
  clear(element: Element): Promise<void>;
  type(element: Element, text: string): Promise<void>;
}

export const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: copy.submitLabel });

/** A best time's radio's accessible name: its name and its hours ("Morning 8 AM to noon"). */
export const bestTimeName = (time: CallbackBestTime) =>
  `${copy.bestTimes[time].label} ${copy.bestTimes[time].hours}`;

/** Unfolds the optional questions (ZIP code, topic) when they are folded away. */
export async function openOptionalQuestions(canvas: Canvas, user: User) {
  const summary = canvas.getByText(copy.moreLabel);
  if (!summary.closest('details')?.open) await user.click(summary);
}

/** Types each given answer into its empty field (replacing what was there), picks the time, ticks the box. */
export async function fillCallbackForm(
  canvas: Canvas,
  user: User,
  answers: {
    name?: string;
    phone?: string;
    zip?: string;
    bestTime?: CallbackBestTime;
    topic?: string;
    consent?: boolean;
  },
) {
  const type = async (label: string, text: string | undefined) => {
    if (text === undefined) return;
    const field = canvas.getByRole('textbox', { name: label });
    await user.clear(field);
    if (text !== '') await user.type(field, text);
  };
  await type(copy.nameLabel, answers.name);
  await type(copy.phoneLabel, answers.phone);
  if (answers.bestTime) await user.click(canvas.getByRole('radio', { name: bestTimeName(answers.bestTime) }));
  if (answers.zip !== undefined || answers.topic !== undefined) await openOptionalQuestions(canvas, user);
  await type(copy.zipLabel, answers.zip);
  await type(copy.topicLabel, answers.topic);
  if (answers.consent) await user.click(canvas.getByRole('checkbox', { name: callbackFormArgs.consentText }));
}
