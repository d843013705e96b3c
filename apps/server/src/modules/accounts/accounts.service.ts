import {
  EMAIL_CHANGE_TTL_SECONDS,
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
import type { Mailer } from '../../integrations/mail/mailer';
import type { SmsSender } from '../../integrations/sms/sms';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomDigits, randomToken, sha256 } from '../../lib/crypto';
import type { AuditService } from '../audit/audit.service';
import type { AuthService, UserRecord } from '../auth';
import type { AccountsRepo } from './accounts.repo';

export const toCurrentAccount = (
  u: UserRecord,
  pendingEmail: string | null = null,
): CurrentAccount => ({
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
  pendingEmail,
});

export function createAccountsService(deps: {
  repo: AccountsRepo;
  audit: AuditService;
  auth: AuthService;
  sms: SmsSender;
  mailer: Mailer;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const { auth, repo, clock } = deps;
  /** Where this server's mails and SMS end up, for the account screen's texts. */
  const delivery = {
    email: deps.mailer.kind === 'smtp' ? 'smtp' : 'outbox',
    sms: deps.sms.kind === 'outbox' ? 'outbox' : 'sms',
  } as const;

  /** The account as its owner sees it, with a waiting e-mail change. */
  async function current(user: UserRecord) {
    const pending = await repo.pendingEmailChange(user.id, clock.now());
    return { ...toCurrentAccount(user, pending?.newEmail ?? null), delivery };
  }

  /**
   * Issue 20 §1: a new address takes effect only when the link mailed to it is opened. The link
   * goes to the new address, a notice to the old one; until then nothing changes.
   */
  async function startEmailChange(user: UserRecord, newEmail: string) {
    const token = randomToken();
    await repo.insertEmailChange({
      userId: user.id,
      newEmail,
      tokenHash: sha256(token),
      expiresAt: new Date(clock.now().getTime() + EMAIL_CHANGE_TTL_SECONDS * 1000),
      at: clock.now(),
    });
    const link = `${deps.publicBaseUrl}/#/confirm-email-change?token=${token}`;
    await deps.mailer.send({
      to: newEmail,
      subject: 'Vigil: E-Mail-Adresse bestätigen / confirm your new e-mail address',
      text:
        `Hallo,\n\ndein Vigil-Konto soll künftig diese Adresse verwenden. Bestätige die Änderung ` +
        `über diesen Link (24 Stunden gültig):\n${link}\n\n` +
        `Hello,\n\nyour Vigil account is to use this address from now on. Confirm the change ` +
        `by opening this link (valid for 24 hours):\n${link}\n\n` +
        `Wenn du das nicht warst, ignoriere diese E-Mail. / If this was not you, ignore this e-mail.`,
    });
    await deps.mailer.send({
      to: user.email,
      subject: 'Vigil: deine E-Mail-Adresse wird geändert / your e-mail address is being changed',
      text:
        `Hallo,\n\ndie E-Mail-Adresse deines Vigil-Kontos wird in ${newEmail} geändert, sobald ` +
        `der Link an diese Adresse geöffnet wird. Wenn du das nicht warst, setze dein Passwort ` +
        `zurück: ${deps.publicBaseUrl}/#/forgot-password\n\n` +
        `Hello,\n\nthe e-mail address of your Vigil account is being changed to ${newEmail}; ` +
        `it changes once the link sent there is opened. If this was not you, reset your ` +
        `password: ${deps.publicBaseUrl}/#/forgot-password`,
    });
  }

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
      return current(await requireUser(userId));
    },

    async update(userId: string, input: UpdateAccountInput) {
      await requireUser(userId);
      const user = await auth.updateUser(userId, { name: input.name, extraInfo: input.extraInfo });
      if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
      return current(user);
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
      // The address itself changes only when the link mailed to it is opened (issue 20 §1):
      // until then the account keeps its address and its verified state.
      const updated = await auth.updateUser(userId, {
        name: input.name,
        mobileNo: input.mobileNo,
        countryCode: input.countryCode,
        dob: input.dob,
        referalCode: input.referalCode ?? null,
        affiliateCode: input.affiliateCode ?? null,
        ...(mobileChanged ? { mobileVerifiedAt: null } : {}),
      });
      if (!updated) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
      const withPassword = firstPassword ? await auth.setPassword(userId, input.password) : updated;
      if (emailChanged) await startEmailChange(updated, input.email);
      await deps.audit.record({
        actorId: userId,
        action: 'account.registration',
        subjectType: 'user',
        subjectId: userId,
        details: { emailChanged, mobileChanged, ...(firstPassword ? { passwordSet: true } : {}) },
      });
      return current(withPassword ?? updated);
    },

    /**
     * `POST /api/confirm-email-change`: the link from the mail to the new address. Single-use;
     * the address must still be free. The account then uses it, verified (the link proved it),
     * older links (verification, reset, other changes) are spent, and the unowned profiles of
     * the new address become the account's. Sessions stay: the change was confirmed by the
     * account's password and by the new address; the old one was told.
     */
    async confirmEmailChange(token: string) {
      const invalid = () =>
        new AppError('INVALID_TOKEN', 'This confirmation link is invalid or has expired.');
      const row = await repo.consumeEmailChange(sha256(token), clock.now());
      if (!row) throw invalid();
      const user = await auth.findUser(row.userId);
      if (!user) throw invalid();
      const holder = await auth.findUserByEmail(row.newEmail);
      if (holder && holder.id !== user.id) {
        throw new AppError('CONFLICT', 'This e-mail address is already used by another account.');
      }
      const updated = await auth.updateUser(user.id, {
        email: row.newEmail,
        emailVerifiedAt: clock.now(),
      });
      if (!updated) throw invalid();
      // Links sent to the old address must not verify (or reset) the new one.
      await auth.revokeEmailTokens(user.id);
      await repo.cancelEmailChanges(user.id, clock.now());
      await auth.emailProven({ id: updated.id, email: updated.email });
      await deps.audit.record({
        actorId: user.id,
        action: 'account.email_change',
        subjectType: 'user',
        subjectId: user.id,
      });
      return current(updated);
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
      return delivery.sms;
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
      return current(user);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
