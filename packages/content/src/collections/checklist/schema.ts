import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

// The annual enrollment checklist of /aep-checklist: tick boxes grouped under headings, saved in the visitor's
// browser. Item ids are the keys of the saved ticks: renaming one drops that tick for everyone who saved it.

/** One tick box. */
export const checklistItemSchema = z.object({
  /** Stable kebab-case id: the key the tick is saved under in the browser. Never rename a published id. */
  id: idSchema,
  /** The step, one short sentence. */
  text: textSchema.max(160),
  /** Optional help under the step, 1-2 plain sentences. */
  help: textSchema.max(320).optional(),
});

/** A group of steps under a heading, e.g. "Before October 15". */
export const checklistGroupSchema = z.object({
  id: idSchema,
  /** The group heading (h3), e.g. "Compare plans". */
  heading: textSchema.max(60),
  items: z.array(checklistItemSchema).min(1).max(8),
});

/** The checklist's own words: title, progress, reset, print. */
export const checklistCopySchema = z.object({
  /** The checklist's heading (h2). */
  title: textSchema.max(80),
  /** One or two sentences under the title. */
  intro: textSchema.max(300),
  /** Progress line; must hold {done} and {total}, which the widget fills, e.g. "{done} of {total} done". */
  progressLabel: textSchema.refine(
    (value) => value.includes('{done}') && value.includes('{total}'),
    'must contain the {done} and {total} placeholders',
  ),
  /** Shown once every step is ticked. */
  allDoneText: textSchema.max(200),
  /** The button that clears every tick, e.g. "Start over". */
  resetLabel: textSchema.max(40),
  /** Title of the dialog that asks to confirm the reset. */
  resetConfirmTitle: textSchema.max(80),
  /** What the reset does, in the dialog. */
  resetConfirmText: textSchema.max(200),
  /** The dialog button that clears the ticks. */
  resetConfirmLabel: textSchema.max(40),
  /** The dialog button that keeps the ticks. */
  resetCancelLabel: textSchema.max(40),
  /** Accessible name of the dialog's close button. */
  closeLabel: textSchema.max(20),
  /** The print button. */
  printLabel: textSchema.max(40),
  /** Where the ticks are kept: "Your ticks are saved on this device." */
  savedNote: textSchema.max(120),
});

/** The whole checklist: its copy and 3-5 groups holding 12-16 steps, every step id unique. */
export const checklistSchema = z
  .object({
    copy: checklistCopySchema,
    groups: z.array(checklistGroupSchema).min(3).max(5),
  })
  .superRefine((checklist, context) => {
    const ids = checklist.groups.flatMap((group) => group.items.map((item) => item.id));
    if (ids.length < 12 || ids.length > 16)
      context.addIssue({
        code: 'custom',
        path: ['groups'],
        message: `must hold 12 to 16 steps in all, found ${ids.length}`,
      });
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id))
        context.addIssue({ code: 'custom', path: ['groups'], message: `step id "${id}" is used twice` });
      seen.add(id);
    }
    const groupIds = checklist.groups.map((group) => group.id);
    if (new Set(groupIds).size !== groupIds.length)
      context.addIssue({ code: 'custom', path: ['groups'], message: 'group ids must be unique' });
  });

export type ChecklistItem = z.output<typeof checklistItemSchema>;
export type ChecklistGroup = z.output<typeof checklistGroupSchema>;
export type ChecklistCopy = z.output<typeof checklistCopySchema>;
export type Checklist = z.output<typeof checklistSchema>;
