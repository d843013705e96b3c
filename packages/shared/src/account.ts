import { z } from 'zod';
import { roleSchema } from './roles';
import { mailDeliverySchema, passwordSchema, smsDeliverySchema } from './auth';
import { emptyToUndefined, listPageOf, listQuerySchema } from './list-query';

export const currentAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  extraInfo: z.string().nullable(),
  mobileNo: z.string().nullable(),
  countryCode: z.string().nullable(),
  dob: z.string().nullable(),
  referalCode: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  mobileVerified: z.boolean(),
  createdAt: z.string(),
  /**
   * Whether e-mail + password sign-in works: false for an account created through platform
   * sign-in that has not set a password yet: its
   * account form's password field sets the first password instead of confirming the change.
   */
  emailSignIn: z.boolean().optional(),
  /**
   * An e-mail change waiting for its link (issue 20 §1): the address the link was sent to.
   * `email` stays the account's address (and `emailVerified` its state) until it is opened.
   */
  pendingEmail: z.string().nullable().optional(),
  /** How this server sends e-mail and SMS (see `mailDeliverySchema`): the account screen's texts. */
  delivery: z.object({ email: mailDeliverySchema, sms: smsDeliverySchema }).optional(),
});
export type CurrentAccount = z.infer<typeof currentAccountSchema>;

/** `POST /api/confirm-email-change`: the token from the link mailed to the new address. */
export const confirmEmailChangeInputSchema = z.object({ token: z.string().min(16).max(200) });
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeInputSchema>;

/** `PUT /api/accounts/current` (spec 000 §7: name and extraInfo). */
export const updateAccountInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  extraInfo: z.string().max(2000).default(''),
});
export type UpdateAccountInput = z.infer<typeof updateAccountInputSchema>;

/**
 * `DELETE /api/accounts/current`: the current password confirms the deletion (ASVS 2.5/3.x
 * re-authentication); an account without a password confirms it with a platform sign-in of the
 * last {@link RECENT_SIGN_IN_SECONDS} instead and sends none.
 */
export const deleteAccountInputSchema = z
  .object({ password: z.string().max(256).optional() })
  // No body at all arrives as null.
  .nullish()
  .transform((v) => v ?? {});
export type DeleteAccountInput = z.output<typeof deleteAccountInputSchema>;

// The registration form and the mobile verification schemas live in `mobile.ts` (imported as
// `@vigil/shared/mobile`), so that the phone-number metadata stays out of the other screens.

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
/**
 * `GET /api/outbox` (admin): the shared list query; newest first by default, `q` searches
 * recipient and subject, `channel` filters; `format=csv|json` downloads the whole filtered list.
 */
export const outboxListQuerySchema = listQuerySchema({
  sort: ['created_at', 'to'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: {
    channel: z.preprocess(emptyToUndefined, z.enum(['email', 'sms']).optional()),
  },
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;
export const outboxPageSchema = listPageOf(outboxMessageSchema);

export { passwordSchema };
