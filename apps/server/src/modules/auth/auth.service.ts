import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  LOGIN_LOCKOUT_THRESHOLD,
  LOGIN_LOCKOUT_WINDOW_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  RECENT_SIGN_IN_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type Role,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../integrations/mail/mailer';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomPassword, randomToken, sha256 } from '../../lib/crypto';
import type { AfterReply } from '../../plugins/after-reply';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepo, UserRow } from './auth.repo';
import { sessionEndsAt, type SessionCheck } from './session-check';
import { assertAcceptablePassword, checkLoginPassword, hashPassword } from './passwords';
import type { TokenSigner } from './tokens';
import type { Tx } from '../../db/transaction';

const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

/**
 * Failures for one address from everywhere within the window that lock it for every client:
 * ten times the per-client threshold, so one stranger cannot lock the owner out, and many
 * strangers together still get no more than this many guesses.
 */
export const LOGIN_LOCKOUT_BACKSTOP = LOGIN_LOCKOUT_THRESHOLD * 10;

export const LOCK_NOTICE_SUBJECT = 'Vigil: sign-in to your account was paused';

/** The same reply whether or not the address is registered (no account enumeration). */
export const REGISTER_REPLY =
  'If this address can be registered, we have sent it an e-mail. Please verify the email.';
export const RESEND_REPLY =
  'If this address has an account waiting for verification, we have sent a new link.';
export const FORGOT_REPLY =
  'If this address has an account, we have sent it a link to reset the password.';

/** The user fields other modules may change (never the password hash or the role). */
export type UserUpdate = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'extraInfo'
    | 'email'
    | 'mobileNo'
    | 'countryCode'
    | 'dob'
    | 'referalCode'
    | 'affiliateCode'
    | 'emailVerifiedAt'
    | 'mobileVerifiedAt'
  >
>;

export type Session = { token: string; refreshToken: string; refreshExpiresAt: Date };

export function createAuthService(deps: {
  repo: AuthRepo;
  audit: AuditService;
  mailer: Mailer;
  tokens: TokenSigner;
  sessions: SessionCheck;
  /** Runs work after the reply (see plugins/after-reply.ts). */
  later: AfterReply['run'];
  clock: Clock;
  publicBaseUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repo, mailer, tokens, clock, publicBaseUrl } = deps;
  /**
   * The platform identities of an account still to be reviewed, in words (set by the
   * linked-accounts module, which depends on this one: see {@link tellToReview}).
   */
  let identitiesToReview: ((userId: string) => Promise<string[]>) | undefined;

  /**
   * Issue 20 (pre-account hijack): once an address is proven (a password reset, the first
   * verification), its owner is told which platform accounts were linked before, and that they
   * cannot sign in until kept. After the reply, like every mail that depends on the account.
   */
  function tellToReview(user: UserRow) {
    const list = identitiesToReview;
    if (!list) return;
    deps.later('identity review mail', async () => {
      const items = await list(user.id);
      if (items.length === 0) return;
      await sendQuietly('identity review', () =>
        mailer.send({
          to: user.email,
          subject: 'Vigil: please review the platform accounts linked to your account',
          text:
            'These platform accounts were linked to your Vigil account before your e-mail address ' +
            'was verified, so someone else may have linked them:\n\n' +
            items.map((i) => `- ${i}`).join('\n') +
            `\n\nNobody can sign in with them until you keep them. Keep the ones that are yours and ` +
            `remove the others at ${publicBaseUrl}/#/linked-accounts`,
        }),
      );
    });
  }

  /** Ends sessions in the database, then in the session cache (after the commit). */
  async function endSessions(ids: string[]) {
    await deps.sessions.ended(ids);
  }
  async function endAllSessionsOf(userId: string) {
    await endSessions(await repo.revokeUserSessions(userId, clock.now()));
  }
  async function endSession(sid: string) {
    await repo.revokeSession(sid, clock.now());
    await endSessions([sid]);
  }

  async function issueEmailToken(user: UserRow, purpose: 'verify_email' | 'reset_password') {
    const token = randomToken();
    const ttl =
      purpose === 'verify_email' ? EMAIL_VERIFICATION_TTL_SECONDS : PASSWORD_RESET_TTL_SECONDS;
    await repo.insertEmailToken({
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      expiresAt: addSeconds(clock.now(), ttl),
    });
    return token;
  }

  async function sendVerification(user: UserRow) {
    const token = await issueEmailToken(user, 'verify_email');
    const link = `${publicBaseUrl}/#/verify-email?token=${token}`;
    await mailer.send({
      to: user.email,
      subject: 'Vigil: please verify your e-mail address',
      text:
        `Welcome to Vigil.\n\nPlease verify your e-mail address by opening this link:\n${link}\n\n` +
        `The link is valid for 48 hours. If you did not register, ignore this e-mail.`,
    });
  }

  /**
   * A new refresh token (and access token) in `sessionId`, or in a new session started now by
   * `signedInWith` ('password' or the platform).
   */
  async function startSession(
    user: UserRow,
    sessionId?: string,
    signedInWith = 'password',
  ): Promise<Session> {
    const sid =
      sessionId ?? (await repo.createSession(user.id, { createdAt: clock.now(), signedInWith }));
    const refreshToken = randomToken();
    const refreshExpiresAt = addSeconds(clock.now(), REFRESH_TOKEN_TTL_SECONDS);
    await repo.insertRefreshToken({
      userId: user.id,
      sessionId: sid,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiresAt,
    });
    const token = await tokens.signAccess(user, sid);
    return { token, refreshToken, refreshExpiresAt };
  }

  const resetMail = (to: string, token: string, reason?: string, subject?: string) => ({
    to,
    subject: subject ?? 'Vigil: reset your password',
    text:
      (reason ? `${reason}\n\n` : '') +
      `Open this link to choose a new password:\n${publicBaseUrl}/#/reset-password?token=${token}\n\n` +
      `The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail.`,
  });

  async function sendResetLink(user: UserRow, reason?: string, subject?: string) {
    const token = await issueEmailToken(user, 'reset_password');
    await mailer.send(resetMail(user.email, token, reason, subject));
  }

  /** After the reply: tells the owner (if the address has one) that sign-in is paused. */
  function notifyLock(email: string, now: Date, windowStart: Date) {
    deps.later('lock notice', async () => {
      const user = await repo.findUserByEmail(email);
      if (!user || !(await repo.claimLockNotice(email, now, windowStart))) return;
      await sendQuietly('lock notice', () =>
        sendResetLink(
          user,
          'Someone tried to sign in to your Vigil account with a wrong password many times, so ' +
            'sign-in is paused for 15 minutes for the device or network they used (for everyone, ' +
            'if the attempts came from many places).\n\nIf this was you, wait 15 minutes, or set a ' +
            'new password now: it lifts the lock at once. If it was not you, your password kept ' +
            'them out; a new one is still a good idea.',
          LOCK_NOTICE_SUBJECT,
        ),
      );
    });
  }

  /**
   * Told when an account proves control of its address (the first verification link, a
   * confirmed e-mail change): the profiles module claims the unowned profiles of that address
   * for the account (issue 20 §1). Registered at composition time.
   */
  const emailProvenListeners: ((user: { id: string; email: string }) => Promise<void>)[] = [];
  async function emailProven(user: { id: string; email: string }) {
    for (const listener of emailProvenListeners) await listener(user);
  }

  /** Mail failures must not change the answer (that would reveal whether the address exists). */
  async function sendQuietly(what: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (err) {
      deps.log.error({ err }, `could not send ${what} e-mail`);
    }
  }

  return {
    /**
     * Account erasure: failed sign-ins and lock notices kept by the account's address (only an
     * address it verified: an unproven one may be someone else's).
     */
    forgetSignInTraces: (verifiedEmail: string, tx: Tx) =>
      repo.forgetSignInTraces(verifiedEmail.toLowerCase(), tx),

    // The users table belongs to this module; the accounts module reads and edits the signed-in
    // user through these.
    findUser: (id: string) => repo.findUserById(id),
    findUserByEmail: (email: string) => repo.findUserByEmail(email),
    updateUser: (id: string, values: UserUpdate) => repo.updateUser(id, values),
    /** Whether `password` is the password of `user` (argon2id; never true without one). */
    checkPassword: (user: UserRow, password: string) =>
      checkLoginPassword(user.passwordHash, password),
    /**
     * Sets the first password of an account created through platform sign-in: the rule of
     * every new password (12 to 128 characters, not a common one).
     */
    async setPassword(userId: string, password: string) {
      assertAcceptablePassword(password);
      return repo.updateUser(userId, { passwordHash: await hashPassword(password) });
    },
    /** Throws unless `password` may become a password (see passwords.ts). */
    assertAcceptablePassword,
    /**
     * Whether session `sid` was started by a platform sign-in within the last
     * {@link RECENT_SIGN_IN_SECONDS}: the re-authentication of an account without a password.
     */
    async recentPlatformSignIn(sid: string) {
      const state = await deps.sessions.state(sid);
      if (!state?.signedInWith || state.signedInWith === 'password') return false;
      return clock.now().getTime() - state.startedAt <= RECENT_SIGN_IN_SECONDS * 1000;
    },
    /**
     * Changes a user's role (the admin CLI): their live sessions see it on the next request,
     * whatever role their access tokens name.
     */
    async setRole(userId: string, role: Role) {
      const user = await repo.updateUser(userId, { role });
      await deps.sessions.changed(await repo.liveSessionIdsOf(userId));
      return user;
    },
    /**
     * An account created by platform sign-in (issue 13): no password until its owner sets one,
     * the e-mail address the platform gave (unverified) or a reserved non-deliverable one.
     * Undefined when the address was taken meanwhile.
     */
    createPasswordlessUser: (values: { email: string; name: string | null }) =>
      repo.insertUser({ email: values.email, name: values.name, passwordHash: null, role: 'user' }),
    /** A new session for a user whose identity another module proved (platform sign-in). */
    startSessionFor: (user: UserRow, platform: string) => startSession(user, undefined, platform),
    /** Registers a listener for {@link emailProven} (composition only). */
    onEmailProven(listener: (user: { id: string; email: string }) => Promise<void>) {
      emailProvenListeners.push(listener);
    },
    /** The account proved control of `email` (another module's link, e.g. an e-mail change). */
    emailProven,
    /** Spends every unused e-mail link of a user (their address changed). */
    revokeEmailTokens: (userId: string) => repo.revokeEmailTokens(userId, clock.now()),
    /** Deletes an account; its sessions end at once, its tokens and codes go with it. */
    async deleteUser(userId: string) {
      const ended = await repo.revokeUserSessions(userId, clock.now());
      await repo.deleteUser(userId);
      await endSessions(ended);
    },

    /** Registers who lists the identities an owner must review (the linked-accounts module). */
    setIdentityReviewSource(source: (userId: string) => Promise<string[]>) {
      identitiesToReview = source;
    },

    /**
     * The session an access token names, when live and within its absolute lifetime, with its
     * user's current role (every authenticated request).
     */
    sessionState: (sid: string) => deps.sessions.state(sid),

    async register(input: RegisterInput) {
      // The rule depends on the password only: it says nothing about the address.
      assertAcceptablePassword(input.inputPassword);
      // Hash first on every path so that known and unknown addresses take the same time.
      const passwordHash = await hashPassword(input.inputPassword);
      const created = await repo.insertUser({
        email: input.inputEmail,
        passwordHash,
        role: 'user',
      });
      // The mail (a link, or "you already have an account") goes out after the reply.
      deps.later('registration mail', async () => {
        if (created) {
          await sendQuietly('verification', () => sendVerification(created));
          return;
        }
        const existing = await repo.findUserByEmail(input.inputEmail);
        if (!existing) return;
        await sendQuietly('already-registered', () =>
          mailer.send({
            to: existing.email,
            subject: 'Vigil: someone tried to register with your address',
            text:
              `Somebody (perhaps you) tried to create a Vigil account with this address, which already has one.\n\n` +
              `Sign in at ${publicBaseUrl}/#/login, or reset your password there with 'Forgot password?'.`,
          }),
        );
      });
    },

    /** Looks the address up and mails after the reply: known and unknown take the same time. */
    resendVerification(email: string) {
      deps.later('verification mail', async () => {
        const user = await repo.findUserByEmail(email);
        if (user && !user.emailVerifiedAt)
          await sendQuietly('verification', () => sendVerification(user));
      });
    },

    async verifyEmail(token: string) {
      const row = await repo.consumeEmailToken(sha256(token), 'verify_email', clock.now());
      if (!row)
        throw new AppError('INVALID_TOKEN', 'This verification link is invalid or has expired.');
      const user = await repo.findUserById(row.userId);
      if (!user)
        throw new AppError('INVALID_TOKEN', 'This verification link is invalid or has expired.');
      if (!user.emailVerifiedAt) {
        await repo.updateUser(user.id, { emailVerifiedAt: clock.now() });
        await emailProven(user);
        // Sessions opened before the address was proven may be a stranger's who linked their
        // platform account first: they end, so that only the address's owner can keep it.
        if (identitiesToReview && (await identitiesToReview(user.id)).length > 0)
          await endAllSessionsOf(user.id);
        tellToReview(user);
      }
    },

    /**
     * Sign-in with a lockout per (address, client): ten failures in 15 minutes lock that
     * client out for that address; {@link LOGIN_LOCKOUT_BACKSTOP} failures from anywhere lock
     * the address for everyone. When a lock starts, the owner is e-mailed a reset link (one
     * mail per window, after the reply, so known and unknown addresses look alike).
     */
    async login(input: LoginInput, ip: string): Promise<Session> {
      const email = input.inputEmail;
      const now = clock.now();
      const since = addSeconds(now, -LOGIN_LOCKOUT_WINDOW_SECONDS);
      const reached = (c: { client: number; all: number }, extra: number) =>
        c.client >= LOGIN_LOCKOUT_THRESHOLD + extra || c.all >= LOGIN_LOCKOUT_BACKSTOP + extra;
      const locked = () => {
        notifyLock(email, now, since);
        return new AppError(
          'ACCOUNT_LOCKED',
          'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
          { headers: { 'retry-after': String(LOGIN_LOCKOUT_WINDOW_SECONDS) } },
        );
      };
      if (reached(await repo.countRecentFailures(email, ip, since), 0)) throw locked();
      // The attempt counts as a failure until the password is proven right, so that parallel
      // attempts cannot all pass the check above: at most THRESHOLD get a password check.
      await repo.recordFailure(email, ip, now);
      const counts = await repo.countRecentFailures(email, ip, since);
      if (reached(counts, 1)) throw locked();
      const user = await repo.findUserByEmail(email);
      // An unknown address and an account without a password are checked against a random
      // dummy hash (the same time) and never pass (issue 20 §1).
      const ok = await checkLoginPassword(user?.passwordHash, input.inputPassword);
      if (!user || !ok) {
        // This failure may be the one that starts a lock.
        if (reached(counts, 0)) notifyLock(email, now, since);
        throw new AppError('INVALID_CREDENTIALS', 'E-mail address or password is wrong.');
      }
      await repo.clearFailures(email, ip);
      if (!user.emailVerifiedAt) {
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          'Please verify your e-mail address first: open the link we sent you, or ask for a new one.',
        );
      }
      return startSession(user);
    },

    /** Rotates the refresh token. Reuse of a revoked token revokes the whole family. */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      const expired = new AppError(
        'UNAUTHENTICATED',
        'Your session has ended. Please sign in again.',
      );
      if (!refreshToken) throw expired;
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (!row) throw expired;
      const now = clock.now();
      if (row.revokedAt) {
        // A rotated token used again: it was copied. End every session of the account.
        await endAllSessionsOf(row.userId);
        throw expired;
      }
      if (row.sessionId) {
        const session = await repo.liveSession(row.sessionId);
        if (!session) throw expired;
        // The absolute lifetime: 30 days after the sign-in, however often it was refreshed.
        if (sessionEndsAt(session.createdAt.getTime()) <= now.getTime()) {
          await endSession(row.sessionId);
          throw expired;
        }
      }
      if (row.expiresAt <= now || !(await repo.revokeRefreshToken(row.id, now))) throw expired;
      const user = await repo.findUserById(row.userId);
      if (!user) throw expired;
      // Tokens from before sessions existed start one.
      return startSession(user, row.sessionId ?? undefined);
    },

    /**
     * Ends the session of the refresh cookie and of the access token (either may be missing:
     * a tab that lost one still signs out), so both stop working at once.
     */
    async logout(refreshToken: string | undefined, accessSessionId: string | undefined) {
      const ended = new Set<string>();
      if (refreshToken) {
        const row = await repo.findRefreshToken(sha256(refreshToken));
        if (row?.sessionId) ended.add(row.sessionId);
        else if (row) await repo.revokeRefreshToken(row.id, clock.now());
      }
      if (accessSessionId) ended.add(accessSessionId);
      for (const sid of ended) await endSession(sid);
    },

    /**
     * The same work for every address (issue 20 §3: under CPU load the known path's extra work
     * showed): the request makes a token and its hash and schedules; after the reply one
     * statement inserts the token for the address's account (no row for an unknown one), the
     * mail is built either way, and only its hand-over to the mailer depends on the address.
     */
    forgotPassword(email: string) {
      const token = randomToken();
      const tokenHash = sha256(token);
      const expiresAt = addSeconds(clock.now(), PASSWORD_RESET_TTL_SECONDS);
      deps.later('password reset mail', async () => {
        const issued = await repo.insertEmailTokenForAddress(email, {
          purpose: 'reset_password',
          tokenHash,
          expiresAt,
        });
        const mail = resetMail(issued?.email ?? email, token);
        if (issued) await sendQuietly('password reset', () => mailer.send(mail));
      });
    },

    async resetPassword(input: ResetPasswordInput) {
      // Checked before the link is spent, so a refused password leaves it usable.
      assertAcceptablePassword(input.inputPassword);
      const row = await repo.consumeEmailToken(sha256(input.token), 'reset_password', clock.now());
      if (!row) throw new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired.');
      const user = await repo.findUserById(row.userId);
      if (!user) throw new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired.');
      const passwordHash = await hashPassword(input.inputPassword);
      // The link proves the address, so it also counts as verification.
      await repo.updateUser(user.id, {
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? clock.now(),
      });
      // A first proof of the address claims its unowned profiles, as a verification link does.
      if (!user.emailVerifiedAt) await emailProven(user);
      // Whoever knew the old password is signed out everywhere.
      await endAllSessionsOf(user.id);
      tellToReview(user);
      // A new password lifts every lock of the address; the next lock is told again.
      await repo.clearFailures(user.email);
      await repo.forgetLockNotice(user.email);
      await deps.audit.record({
        actorId: user.id,
        action: 'password.reset',
        subjectType: 'user',
        subjectId: user.id,
      });
    },

    /**
     * Makes sure an admin exists. With an e-mail (from ADMIN_EMAIL or the CLI) that address
     * becomes a verified admin; with no e-mail, only an empty database gets a generated one.
     * Returns the generated password when one was made, so the caller prints it once.
     */
    async ensureAdmin(opts: { email?: string; password?: string; force?: boolean }) {
      if (!opts.force && (await repo.anyAdmin())) return { created: false as const };
      const email = opts.email?.trim().toLowerCase();
      if (!email && (await repo.countUsers()) > 0)
        return { created: false as const, noAdmin: true as const };
      const address = email ?? 'admin@vigil.local';
      const now = clock.now();
      const existing = await repo.findUserByEmail(address);
      if (opts.password) assertAcceptablePassword(opts.password);
      // An existing account named without a password keeps its password and is only promoted,
      // but only when it is verified and has one: an unverified or passwordless account may
      // belong to whoever registered or signed in with the address first (issue 20 §1). It
      // gets a new generated password (printed once), and its sessions end.
      const keepPassword = Boolean(
        existing && !opts.password && existing.passwordHash !== null && existing.emailVerifiedAt,
      );
      const password = opts.password ?? randomPassword();
      const passwordHash = keepPassword ? undefined : await hashPassword(password);
      const user = existing
        ? await repo.updateUser(existing.id, {
            role: 'admin',
            ...(passwordHash ? { passwordHash } : {}),
            emailVerifiedAt: existing.emailVerifiedAt ?? now,
          })
        : await repo.insertUser({
            email: address,
            passwordHash: passwordHash ?? (await hashPassword(password)),
            role: 'admin',
            emailVerifiedAt: now,
          });
      if (existing && !keepPassword) await endAllSessionsOf(existing.id);
      if (existing) await deps.sessions.changed(await repo.liveSessionIdsOf(existing.id));
      if (user)
        await deps.audit.record({
          actorId: null,
          action: 'admin.ensure',
          subjectType: 'user',
          subjectId: user.id,
        });
      return {
        created: true as const,
        email: address,
        generatedPassword: opts.password || keepPassword ? undefined : password,
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
