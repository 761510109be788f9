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
  await type(copy.zipLabel, answers.zip);
  if (answers.bestTime)
    await user.click(canvas.getByRole('radio', { name: copy.bestTimes[answers.bestTime] }));
  await type(copy.topicLabel, answers.topic);
  if (answers.consent) await user.click(canvas.getByRole('checkbox', { name: callbackFormArgs.consentText }));
}
