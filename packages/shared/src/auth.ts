import { z } from 'zod';
import { roleSchema } from './roles';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));
/** A new password's length (ASVS 4.0.3 V2.1.1/V2.1.2): 12 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `The password needs at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `The password may have at most ${PASSWORD_MAX_LENGTH} characters`;
/**
 * Why a password from a list of common or leaked passwords is refused (the server checks the
 * list, which is too large for the web bundle; the web shows this text for PASSWORD_TOO_COMMON).
 */
export const PASSWORD_TOO_COMMON =
  'This password is too common: it appears in lists of leaked passwords that attackers try first. Choose another one.';

/**
 * Every new password (register, reset, the first password of an account made by platform
 * sign-in). The server also refuses common ones (PASSWORD_TOO_COMMON).
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG });

/** `POST /api/login` (spec 000 §3: inputEmail, inputPassword). */
export const loginInputSchema = z.object({
  inputEmail: email,
  inputPassword: z.string().min(1, { error: 'Enter your password' }).max(256),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** `POST /api/register`. */
export const registerInputSchema = z.object({
  inputEmail: email,
  inputPassword: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const emailInputSchema = z.object({ inputEmail: email });
export type EmailInput = z.infer<typeof emailInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z.string().min(16).max(200),
  inputPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const verifyEmailQuerySchema = z.object({ token: z.string().min(16).max(200) });

export const tokenReplySchema = z.object({ token: z.string() });
export type TokenReply = z.infer<typeof tokenReplySchema>;

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/**
 * Where a message the server sends ended up, so a screen never claims "we have sent you …" when
 * nothing left the server: `smtp` / `sms` handed to the mail server / SMS gateway, `outbox`
 * kept in the admin Outbox (no mail server or gateway configured) where an operator reads it.
 * It describes the server's configuration, the same for every address (no account is revealed).
 */
export const mailDeliverySchema = z.enum(['smtp', 'outbox']);
export type MailDelivery = z.infer<typeof mailDeliverySchema>;
export const smsDeliverySchema = z.enum(['sms', 'outbox']);
export type SmsDelivery = z.infer<typeof smsDeliverySchema>;

/** A reply to a request that sends an e-mail (registration, new link, password reset). */
export const mailSentReplySchema = messageReplySchema.extend({ delivery: mailDeliverySchema });
export type MailSentReply = z.infer<typeof mailSentReplySchema>;
/** A reply to a request that sends an SMS (the mobile verification code). */
export const smsSentReplySchema = messageReplySchema.extend({ delivery: smsDeliverySchema });
export type SmsSentReply = z.infer<typeof smsSentReplySchema>;

/** Claims of the access JWT that the web app reads. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  role: roleSchema,
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
