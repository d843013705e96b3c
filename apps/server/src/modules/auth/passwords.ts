import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_TOO_COMMON, passwordSchema } from '@vigil/shared';
import { AppError } from '../../lib/app-error';

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes). */
const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */ as const,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when an address is unknown or has no password, so every path costs the same
 * time. Its plain text is random per process and never leaves it: no constant in the code opens
 * an account (issue 20 §1), and callers never accept a match against it anyway.
 */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () =>
  (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));

/**
 * The password (or `null`) a login checks: the account's hash, else the dummy. `matches` is
 * true only for a real hash of the account (an account without a password never passes).
 */
export async function checkLoginPassword(
  passwordHash: string | null | undefined,
  password: string,
) {
  const ok = await verifyPassword(passwordHash ?? (await getDummyHash()), password);
  return ok && typeof passwordHash === 'string';
}

/**
 * The common-password list of @zxcvbn-ts/language-common (~49,000 passwords from leaks,
 * shipped in the package: no network), lowercased, built on first use.
 */
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

/** Whether a password is on the list of common or leaked passwords (case-insensitive). */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/**
 * The rule for every new password (register, reset, first password, admin): the shared length
 * rule (12 to 128) and not a common one. Throws VALIDATION_FAILED or PASSWORD_TOO_COMMON.
 */
export function assertAcceptablePassword(password: string) {
  const length = passwordSchema.safeParse(password);
  if (!length.success)
    throw new AppError('VALIDATION_FAILED', length.error.issues[0]?.message ?? 'Invalid password');
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON);
}
