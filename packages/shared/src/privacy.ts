import { z } from 'zod';
import { emptyToUndefined, listPageOf, listQuerySchema } from './list-query';

/** One entry of the audit log as the admin screen and its exports show it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Null: the system (a job, the start-up). */
  actorId: z.string().nullable(),
  /** The actor's current e-mail address; null for the system or an erased account. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

/** A calendar day `YYYY-MM-DD` (UTC), as a date input gives it. */
const daySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'a real day')
    .optional(),
);
const filterText = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional());

/**
 * `GET /api/audit` (admin): the shared list query, newest first. Filters: `actor` (an account
 * id, part of an e-mail address, or `system`), `action` (exact, or a prefix ending in `.`, e.g.
 * `profile.`), `subject` (a subject id, or `type:id`, or a type), `from` / `to` (UTC days,
 * both included); `q` searches action and subject id.
 */
export const auditListQuerySchema = listQuerySchema({
  sort: ['created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: [20, 50, 100],
  filters: {
    actor: filterText,
    action: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
    subject: filterText,
    from: daySchema,
    to: daySchema,
  },
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export const auditPageSchema = listPageOf(auditEntrySchema);

/** The actions the audit log records today (the screen's action filter offers these). */
export const AUDIT_ACTIONS = [
  'account.email_change',
  'account.erase',
  'account.registration',
  'admin.ensure',
  'badge.review_clear',
  'badge.review_evidence',
  'badge.review_open',
  'badge.revoke',
  'credential.issue',
  'credential.revoke',
  'lookup.erase',
  'ownership.code_request',
  'ownership.lapse',
  'ownership.prove',
  'ownership.restore',
  'password.reset',
  'payment.fulfil',
  'profile.claim',
  'profile.delete',
  'profile.screenshot_replace',
  'profile.submit',
  'profile.verify',
] as const;

/** `POST /api/stored-accounts/:platform/:username/erase` (admin): what the erasure did. */
export const lookedUpErasureSchema = z.object({
  platform: z.string(),
  username: z.string(),
  /** Whether an account was stored (and is now deleted with its snapshots and posts). */
  erased: z.boolean(),
  /** The handle is on the suppression list: later lookups answer but store nothing. */
  suppressed: z.literal(true),
});
export type LookedUpErasure = z.infer<typeof lookedUpErasureSchema>;
