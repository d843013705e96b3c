import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';

/*
 * Mobile numbers (spec 000 §3, §5: mobileNo and countryCode). People type them in any common
 * form: '+49 151 23456789', '0151 23456789' with the country code +49, '0049 151 …'. They are
 * checked against the mobile ranges of Google's libphonenumber metadata and stored as E.164
 * ('+4915123456789') with the country calling code ('+49').
 *
 * Not re-exported from the package index: the metadata is ~34 KB gzip, so only the account
 * screen (and the server) import it, as `@vigil/shared/mobile`.
 */

/** A valid mobile number: E.164 and its country calling code. */
export type MobileNumber = { e164: string; countryCode: string };

/** '+49', '49', '0049' → '49'; anything else → undefined. */
function callingCodeDigits(countryCode: string | null | undefined): string | undefined {
  const digits = countryCode?.trim().replace(/^(\+|00)/, '');
  return digits && /^[0-9]{1,4}$/.test(digits) ? digits : undefined;
}

/**
 * Parses what a person typed. A number with its own '+' (or '00') prefix carries its country;
 * otherwise `countryCode` says which country the national number belongs to. Returns null for
 * anything that is not a mobile number of that country.
 */
export function parseMobileNumber(input: string, countryCode?: string | null): MobileNumber | null {
  const text = input.trim().replace(/^00/, '+');
  if (!text || text.length > 32) return null;
  const defaultCallingCode = text.startsWith('+') ? undefined : callingCodeDigits(countryCode);
  if (!text.startsWith('+') && !defaultCallingCode) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCallingCode ? { defaultCallingCode } : {});
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, countryCode: `+${parsed.countryCallingCode}` };
}

/**
 * A stored number for people: '+49 1512 3456789'. Numbers stored before E.164 (national
 * digits plus a separate country code) are read with that code; anything unreadable is shown
 * as it was stored.
 */
export function formatMobileNumber(mobileNo: string, countryCode?: string | null): string {
  const parsed = parseMobileNumber(mobileNo, countryCode);
  const phone = parsed ? parsePhoneNumberFromString(parsed.e164) : undefined;
  return phone ? phone.formatInternational() : mobileNo;
}

/** The same number in E.164, or null (for comparing what is stored with what is typed). */
export const toE164 = (mobileNo: string | null | undefined, countryCode?: string | null) =>
  mobileNo ? (parseMobileNumber(mobileNo, countryCode)?.e164 ?? null) : null;

const INVALID_MOBILE = 'Enter a valid mobile number, e.g. +49 151 23456789';
const NEEDS_COUNTRY = 'Enter a country code such as +49, or the number starting with +';

/** Characters people use in phone numbers; the real check is {@link parseMobileNumber}. */
const mobileNoField = z
  .string()
  .trim()
  .min(1, { error: 'Enter your mobile number' })
  .max(32, { error: INVALID_MOBILE })
  .regex(/^\+?[0-9 ()/.-]+$/, { error: INVALID_MOBILE });

const countryCodeField = z
  .string()
  .trim()
  .regex(/^((\+|00)?[0-9]{1,4})?$/, { error: 'Enter a country code such as +49' })
  .optional()
  .transform((v) => v || undefined);

/**
 * Replaces `mobileNo` with its E.164 form and sets `countryCode` from it, or reports on the
 * field that cannot be read.
 */
function toE164Fields<T extends { mobileNo: string; countryCode?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
): T & { mobileNo: string; countryCode: string } {
  const parsed = parseMobileNumber(value.mobileNo, value.countryCode);
  if (!parsed) {
    const national = !/^(\+|00)/.test(value.mobileNo) && !value.countryCode;
    ctx.addIssue({
      code: 'custom',
      path: [national ? 'countryCode' : 'mobileNo'],
      message: national ? NEEDS_COUNTRY : INVALID_MOBILE,
    });
    return z.NEVER;
  }
  return { ...value, mobileNo: parsed.e164, countryCode: parsed.countryCode };
}

const optionalCode = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The account screen's registration form (spec 000 §3, §5): all required but the two codes.
 * `password` is the account's current password: it confirms the change. The mobile number
 * leaves as E.164 with its country code; a number typed with '+' needs no separate code.
 */
export const accountRegistrationInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Enter your name' }).max(200),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid e-mail address' })),
    password: z.string().min(1, { error: 'Enter your current password' }).max(256),
    mobileNo: mobileNoField,
    countryCode: countryCodeField,
    dob: z.iso.date({ error: 'Enter a date of birth' }),
    referalCode: optionalCode,
    affiliateCode: optionalCode,
  })
  .transform(toE164Fields);
export type AccountRegistrationInput = z.input<typeof accountRegistrationInputSchema>;
export type AccountRegistration = z.output<typeof accountRegistrationInputSchema>;

/**
 * `POST /api/accounts/current/mobile/send-code`. `countryCode` (optional) completes a national
 * number; the web sends the account's own.
 */
export const mobileSendCodeInputSchema = z
  .object({ mobileNo: mobileNoField, countryCode: countryCodeField })
  .transform(toE164Fields);
export type MobileSendCodeInput = z.output<typeof mobileSendCodeInputSchema>;

/** `POST /api/accounts/current/mobile/verify` (spec 000 §3: mobileNo, code). */
export const mobileVerifyInputSchema = z
  .object({
    mobileNo: mobileNoField,
    countryCode: countryCodeField,
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, { error: 'The code has 6 digits' }),
  })
  .transform(toE164Fields);
export type MobileVerifyFormInput = z.input<typeof mobileVerifyInputSchema>;
export type MobileVerifyInput = z.output<typeof mobileVerifyInputSchema>;
