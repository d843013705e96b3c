import {
  RECENT_SIGN_IN_SECONDS,
  MOBILE_CODE_MAX_ATTEMPTS,
  MOBILE_CODE_TTL_SECONDS,
  type CurrentAccount,
  type UpdateAccountInput,
} from '@vigil/shared';
import {
  toE164,
  type AccountRegistration,
  type MobileSendCodeInput,
  type MobileVerifyInput,
} from '@vigil/shared/mobile';
import type { SmsSender } from '../../integrations/sms/sms';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomDigits, sha256 } from '../../lib/crypto';
import type { AuditService } from '../audit/audit.service';
import type { AuthService, UserRecord } from '../auth';
import type { AccountsRepo } from './accounts.repo';

export const toCurrentAccount = (u: UserRecord): CurrentAccount => ({
  id: u.id,
  email: u.email,
  role: u.role,
  emailVerified: Boolean(u.emailVerifiedAt),
  name: u.name,
  extraInfo: u.extraInfo,
  mobileNo: u.mobileNo,
  countryCode: u.countryCode,
  dob: u.dob,
  referalCode: u.referalCode,
  affiliateCode: u.affiliateCode,
  mobileVerified: Boolean(u.mobileVerifiedAt),
  createdAt: u.createdAt.toISOString(),
  emailSignIn: u.passwordHash !== null,
});

export function createAccountsService(deps: {
  repo: AccountsRepo;
  audit: AuditService;
  auth: AuthService;
  sms: SmsSender;
  clock: Clock;
}) {
  const { auth, repo, clock } = deps;

  async function requireUser(id: string) {
    const user = await auth.findUser(id);
    // The token outlived its account: treat it as signed out.
    if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    return user;
  }

  /**
   * Re-authentication of an account without a password (issue 20 §3): its session `sid` must
   * come from a platform sign-in of the last {@link RECENT_SIGN_IN_SECONDS} seconds.
   */
  async function requireRecentPlatformSignIn(sid: string, what: string) {
    if (await auth.recentPlatformSignIn(sid)) return;
    throw new AppError(
      'REAUTH_REQUIRED',
      `To ${what}, sign out and sign in again with your platform account first ` +
        `(the sign-in must be at most ${RECENT_SIGN_IN_SECONDS / 60} minutes old).`,
    );
  }

  return {
    async get(userId: string) {
      return toCurrentAccount(await requireUser(userId));
    },

    async update(userId: string, input: UpdateAccountInput) {
      await requireUser(userId);
      const user = await auth.updateUser(userId, { name: input.name, extraInfo: input.extraInfo });
      if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
      return toCurrentAccount(user);
    },

    /**
     * The account screen's form: the current password confirms every change. An account made
     * by platform sign-in has no password yet: this form sets its first one, which follows the
     * rule of every new password and needs a recent platform sign-in (session `sid`).
     */
    async saveRegistration(userId: string, input: AccountRegistration, sid: string) {
      const user = await requireUser(userId);
      const firstPassword = user.passwordHash === null;
      if (firstPassword) {
        auth.assertAcceptablePassword(input.password);
        await requireRecentPlatformSignIn(sid, 'set a first password');
      }
      if (!firstPassword && !(await auth.checkPassword(user, input.password))) {
        throw new AppError(
          'PASSWORD_MISMATCH',
          'The password is not the password of this account.',
        );
      }
      const emailChanged = input.email !== user.email;
      if (emailChanged && (await auth.findUserByEmail(input.email))) {
        throw new AppError('CONFLICT', 'This e-mail address is already used by another account.');
      }
      // Numbers stored before E.164 (national digits + country code) compare by their E.164.
      const mobileChanged = input.mobileNo !== toE164(user.mobileNo, user.countryCode);
      const updated = await auth.updateUser(userId, {
        name: input.name,
        email: input.email,
        mobileNo: input.mobileNo,
        countryCode: input.countryCode,
        dob: input.dob,
        referalCode: input.referalCode ?? null,
        affiliateCode: input.affiliateCode ?? null,
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
        ...(mobileChanged ? { mobileVerifiedAt: null } : {}),
      });
      if (!updated) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
      const withPassword = firstPassword ? await auth.setPassword(userId, input.password) : updated;
      if (emailChanged) {
        // Links sent to the old address must not verify (or reset) the new one.
        await auth.revokeEmailTokens(userId);
        await auth.resendVerification(updated.email);
      }
      await deps.audit.record({
        actorId: userId,
        action: 'account.registration',
        subjectType: 'user',
        subjectId: userId,
        details: { emailChanged, mobileChanged, ...(firstPassword ? { passwordSet: true } : {}) },
      });
      return toCurrentAccount(withPassword ?? updated);
    },

    /**
     * Re-authentication before `DELETE /api/accounts/current`: the current password, or for an
     * account without one a recent platform sign-in (session `sid`).
     */
    async confirmDeletion(userId: string, sid: string, password: string | undefined) {
      const user = await requireUser(userId);
      if (user.passwordHash === null) {
        await requireRecentPlatformSignIn(sid, 'delete this account');
        return;
      }
      if (!password)
        throw new AppError('REAUTH_REQUIRED', 'Enter your password to delete your account.');
      if (!(await auth.checkPassword(user, password)))
        throw new AppError(
          'PASSWORD_MISMATCH',
          'The password is not the password of this account.',
        );
    },

    /** `input.mobileNo` is E.164 (the shared schema normalized it). */
    async sendMobileCode(userId: string, input: MobileSendCodeInput) {
      await requireUser(userId);
      const code = randomDigits(6);
      await repo.insertMobileCode({
        userId,
        mobileNo: input.mobileNo,
        codeHash: sha256(`${userId}:${code}`),
        expiresAt: new Date(clock.now().getTime() + MOBILE_CODE_TTL_SECONDS * 1000),
      });
      await deps.sms.send({
        to: input.mobileNo,
        body: `Your Vigil verification code is ${code}. It is valid for 10 minutes.`,
      });
    },

    async verifyMobile(userId: string, input: MobileVerifyInput) {
      await requireUser(userId);
      const row = await repo.latestOpenCode(userId, input.mobileNo);
      if (!row) {
        throw new AppError('CODE_NOT_REQUESTED', 'Request a code for this number first.');
      }
      if (row.expiresAt <= clock.now())
        throw new AppError('CODE_EXPIRED', 'The code has expired. Request a new one.');
      if (!(await repo.takeAttempt(row.id, MOBILE_CODE_MAX_ATTEMPTS))) {
        throw new AppError('TOO_MANY_ATTEMPTS', 'Too many wrong codes. Request a new one.');
      }
      if (row.codeHash !== sha256(`${userId}:${input.code}`)) {
        throw new AppError('CODE_INVALID', 'The code is not correct.');
      }
      await repo.markUsed(row.id, clock.now());
      const user = await auth.updateUser(userId, {
        mobileNo: input.mobileNo,
        countryCode: input.countryCode,
        mobileVerifiedAt: clock.now(),
      });
      if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
      return toCurrentAccount(user);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
