// The contract of the staff function 'leads-admin' with the leads inbox (@agency/staff calls it over HTTP): the
// query and the PATCH body, their zod schemas with plain-words issues, the error kinds and messages, the list's body.
import { z } from 'zod';
import { leadsAdminStatuses, type LeadsAdminLead } from './repository.ts';

/** The `error` of every answer that is not a success. */
export type LeadsAdminErrorKind =
  | 'unauthenticated'
  | 'forbidden'
  | 'mfa_required'
  | 'origin_denied'
  | 'invalid'
  | 'not_found'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'too_large'
  | 'unavailable'
  | 'internal';

export interface LeadsAdminIssue {
  field: string;
  message: string;
}

export type LeadsAdminErrorBody =
  | { error: Exclude<LeadsAdminErrorKind, 'invalid'>; message: string }
  | { error: 'invalid'; message: string; issues: LeadsAdminIssue[] };

export interface LeadsAdminListBody {
  leads: LeadsAdminLead[];
  total: number;
}

/** The sentences of the error answers (the page may show them as they are). */
export const leadsAdminMessages = {
  unauthenticated: 'Sign in to see the leads.',
  expired: 'Your session has expired. Sign in again to see the leads.',
  invalidToken: 'Your sign-in could not be verified. Sign in again to see the leads.',
  forbidden: 'This account has no access to the leads.',
  mfaRequired: 'Enter the code from your authenticator app to see the leads.',
  authUnavailable: 'Sign-in cannot be checked right now. Try again in a minute.',
  unavailable: 'The leads database cannot be reached right now. Try again in a minute.',
  notFound: 'There is no such lead. It may have been deleted.',
  invalid: 'The request has problems: see issues.',
  internal: 'Something went wrong on our side. Try again in a minute.',
} as const;

/** The longest note staff can keep with a lead. */
export const leadNotesMaxLength = 2000;

/** A lead id. */
export const leadIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a lead id (a uuid)');
const statusSchema = z.enum(leadsAdminStatuses, { error: `must be one of ${leadsAdminStatuses.join(', ')}` });

/** The query of a GET that lists or exports. */
export const listQuerySchema = z.object({
  status: statusSchema.optional(),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(500, 'must be at most 500')
    .optional(),
  offset: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .optional(),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional(),
});

/** PATCH body: the lead's id and what changes (status and/or notes; notes '' or null clears them). */
export const leadsAdminPatchSchema = z
  .strictObject(
    {
      id: leadIdSchema,
      status: statusSchema.optional(),
      notes: z
        .string({ error: 'must be text or null' })
        .max(leadNotesMaxLength, `must be at most ${leadNotesMaxLength} characters`)
        .nullable()
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'is not a field' : 'must be an object') },
  )
  .refine((body) => body.status !== undefined || body.notes !== undefined, {
    message: 'give a status or notes to change',
    path: ['body'],
  });

export type LeadsAdminPatch = z.infer<typeof leadsAdminPatchSchema>;

/** The issues of a failed parse: each invalid field or parameter, and what is wrong with it. */
export function issuesOf(error: z.ZodError): LeadsAdminIssue[] {
  const issues: LeadsAdminIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ field: key, message: `${key} is not a field` });
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    issues.push({ field, message: field === 'body' ? issue.message : `${field} ${issue.message}` });
  }
  return issues;
}
