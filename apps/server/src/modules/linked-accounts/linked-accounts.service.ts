import type {
  ExchangeCodeInput,
  FacebookAuthenticateReply,
  LinkedAccount,
  LinkedAccountsReply,
  SignInPlatform,
  UpdateLinkedAccountInput,
} from '@vigil/shared';
import * as oauth from 'oauth4webapi';
import type { RunInTransaction } from '../../db/transaction';
import type {
  OAuthPlatform,
  OAuthPlatforms,
  PlatformGrant,
} from '../../integrations/oauth/oauth-platform';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import type { SecretBox } from '../../lib/secret-box';
import type { AuditService } from '../audit/audit.service';
import type { AuthService, UserRecord } from '../auth';
import type { Session } from '../auth/auth.service';
import type { LinkedAccountsRepo, LinkedIdentityRow } from './linked-accounts.repo';

/** How long a started sign-in may take at the platform. */
export const OAUTH_STATE_TTL_SECONDS = 600;

/** A platform identity as other modules see it (e.g. ownership proofs). */
export type LinkedIdentity = {
  platform: SignInPlatform;
  platformUserId: string;
  username: string | null;
};

/** `verified`: the account's address is proven, so a flagged identity waits for its owner. */
const toLinkedAccount = (r: LinkedIdentityRow, verified: boolean): LinkedAccount => ({
  id: r.id,
  platform: r.platform,
  platformUserId: r.platformUserId,
  username: r.username,
  name: r.name,
  extraInfo: r.extraInfo,
  linkedAt: r.createdAt.toISOString(),
  needsReview: r.needsReview && verified,
});

/**
 * Issue 20 (pre-account hijack): an identity linked while the account's address was unverified
 * may be a stranger's who got there first; once the address is verified (its owner reset the
 * password or opened a verification link), it signs in only after the owner keeps it.
 */
const awaitingReview = (identity: LinkedIdentityRow, user: UserRecord) =>
  identity.needsReview && user.emailVerifiedAt !== null;

const needsReviewError = (platform: SignInPlatform) =>
  new AppError(
    'IDENTITY_NEEDS_REVIEW',
    `This ${platform} account was linked to a Vigil account before its e-mail address was verified. ` +
      'The owner of the address must keep it on the linked accounts screen before it can sign in.',
  );

const stateInvalid = () =>
  new AppError(
    'OAUTH_STATE_INVALID',
    'This sign-in expired or was started elsewhere. Start it again.',
  );

/**
 * Platform sign-in and linked accounts (issue 13): the authorization-code flows with `state`
 * and PKCE, the Facebook SDK token check, and the identities of an account. A platform
 * identity is on at most one account; signing in with an unknown one creates an account
 * without a password, and the last way to sign in cannot be unlinked.
 */
/** A platform identity whose control a sign-in or link just showed. */
export type VerifiedIdentity = {
  userId: string;
  platform: SignInPlatform;
  /** The platform's handle (null when it gave none). */
  username: string | null;
  platformUserId: string;
};

export function createLinkedAccountsService(deps: {
  repo: LinkedAccountsRepo;
  auth: AuthService;
  audit: AuditService;
  platforms: OAuthPlatforms;
  /** Encrypts tokens and verifiers at rest; absent when no platform is configured. */
  box: SecretBox | undefined;
  transaction: RunInTransaction;
  clock: Clock;
  /** The redirect URI registered at the platforms: `${PUBLIC_BASE_URL}/oauth/return`. */
  redirectUri: string;
  /**
   * Called once a platform showed that `userId` controls the identity (sign-in or link); the
   * ownership module proves the user's badge profile of that handle with it. A failure is
   * logged and never fails the sign-in.
   */
  onIdentityVerified?: (identity: VerifiedIdentity) => Promise<unknown>;
  log?: { error: (obj: object, msg: string) => void };
}) {
  const { repo, auth, clock } = deps;
  async function verified(userId: string, platform: SignInPlatform, grant: PlatformGrant) {
    if (!deps.onIdentityVerified) return;
    try {
      await deps.onIdentityVerified({
        userId,
        platform,
        username: grant.profile.username,
        platformUserId: grant.profile.platformUserId,
      });
    } catch (err) {
      deps.log?.error({ err, platform }, 'proving a profile by platform sign-in failed');
    }
  }

  function platformOf(platform: SignInPlatform): { p: OAuthPlatform; box: SecretBox } {
    const p = deps.platforms[platform];
    if (!p || !deps.box)
      throw new AppError('OAUTH_NOT_CONFIGURED', `Sign-in with ${platform} is not configured.`);
    return { p, box: deps.box };
  }

  async function requireUser(userId: string) {
    const user = await auth.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    return user;
  }

  /** The token fields of a row: sealed, never stored in the clear. */
  const tokenFields = (box: SecretBox, grant: PlatformGrant) => ({
    accessTokenEnc: box.seal(grant.accessToken),
    tokenExpiresAt: grant.expiresAt,
  });

  /** An address for a new account: the platform's (if nobody uses it) or a reserved one. */
  async function addressFor(platform: SignInPlatform, grant: PlatformGrant) {
    const given = grant.profile.email?.trim().toLowerCase();
    if (given && !(await auth.findUserByEmail(given))) return given;
    // RFC 2606 reserves .invalid: nothing is ever delivered there. The owner sets a real
    // address (and a password) on the account screen.
    return `${platform}-${grant.profile.platformUserId}@signin.invalid`.toLowerCase();
  }

  /** The account of a platform identity: found, or created without a password. */
  async function accountFor(platform: SignInPlatform, grant: PlatformGrant, box: SecretBox) {
    const { profile } = grant;
    const existing = await repo.findIdentity(platform, profile.platformUserId);
    if (existing) {
      const owner = await requireUser(existing.userId);
      if (awaitingReview(existing, owner)) throw needsReviewError(platform);
      await repo.updateIdentity(existing.id, {
        username: profile.username,
        ...tokenFields(box, grant),
      });
      return owner;
    }
    let user = await auth.createPasswordlessUser({
      email: await addressFor(platform, grant),
      name: profile.name,
    });
    // The platform's address was taken a moment ago: fall back to the reserved one.
    user ??= await auth.createPasswordlessUser({
      email: `${platform}-${profile.platformUserId}@signin.invalid`.toLowerCase(),
      name: profile.name,
    });
    if (!user) throw new AppError('CONFLICT', 'This sign-in is being completed elsewhere.');
    const row = await repo.insertIdentity({
      userId: user.id,
      platform,
      platformUserId: profile.platformUserId,
      username: profile.username,
      name: profile.name,
      // The new account's address is unverified (the platform's, or a reserved one).
      needsReview: user.emailVerifiedAt === null,
      ...tokenFields(box, grant),
    });
    if (!row) {
      // The same identity signed in twice at once: the other sign-in's account wins.
      await auth.deleteUser(user.id);
      const winner = await repo.findIdentity(platform, profile.platformUserId);
      if (!winner) throw new AppError('CONFLICT', 'This sign-in is being completed elsewhere.');
      const owner = await requireUser(winner.userId);
      if (awaitingReview(winner, owner)) throw needsReviewError(platform);
      return owner;
    }
    await deps.audit.record({
      actorId: user.id,
      action: 'identity.signup',
      subjectType: 'user',
      subjectId: user.id,
      details: { platform, platformUserId: profile.platformUserId },
    });
    return user;
  }

  /** Links an identity to `userId`; refused when it is on another account. */
  async function link(
    userId: string,
    platform: SignInPlatform,
    grant: PlatformGrant,
    box: SecretBox,
  ) {
    const { profile } = grant;
    const taken = () =>
      new AppError('IDENTITY_TAKEN', `This ${platform} account is linked to another account.`);
    const existing = await repo.findIdentity(platform, profile.platformUserId);
    if (existing && existing.userId !== userId) throw taken();
    if (existing) {
      await repo.updateIdentity(existing.id, {
        username: profile.username,
        ...tokenFields(box, grant),
      });
      return;
    }
    const owner = await requireUser(userId);
    const row = await repo.insertIdentity({
      userId,
      platform,
      platformUserId: profile.platformUserId,
      username: profile.username,
      name: profile.name,
      // Linked to an account whose address nobody has proven yet: reviewed once it is.
      needsReview: owner.emailVerifiedAt === null,
      ...tokenFields(box, grant),
    });
    if (!row) throw taken();
    await deps.audit.record({
      actorId: userId,
      action: 'identity.link',
      subjectType: 'user',
      subjectId: userId,
      details: { platform, platformUserId: profile.platformUserId },
    });
  }

  return {
    /** The platforms whose buttons the web shows. */
    configured(): SignInPlatform[] {
      if (!deps.box) return [];
      return (['instagram', 'facebook'] as const).filter((p) => deps.platforms[p]);
    },

    /**
     * Starts a sign-in (or, with `userId`, a link): a random `state` (stored hashed, and set as
     * the browser's cookie by the route) and a PKCE verifier (stored encrypted).
     */
    async start(platform: SignInPlatform, userId: string | null) {
      const { p, box } = platformOf(platform);
      if (userId) await requireUser(userId);
      const state = oauth.generateRandomState();
      const verifier = oauth.generateRandomCodeVerifier();
      const now = clock.now();
      // Sign-ins abandoned at the platform are dropped as new ones start.
      await repo.purgeStates(now);
      await repo.insertState({
        stateHash: sha256(state),
        platform,
        codeVerifierEnc: box.seal(verifier),
        userId,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_SECONDS * 1000),
      });
      const url = p.authorizationUrl({
        state,
        codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
        redirectUri: deps.redirectUri,
      });
      return { url, state };
    },

    /**
     * The return (spec 000 §2.3): `state` must be this browser's (cookie) and live; a declined
     * consent spends it. A link needs the same signed-in account that started it.
     */
    async exchange(
      input: ExchangeCodeInput,
      cookieState: string | undefined,
      signedInUserId: string | null,
    ): Promise<
      | { mode: 'signed_in'; session: Session; user: UserRecord }
      | { mode: 'linked'; platform: SignInPlatform }
    > {
      if (!cookieState || sha256(cookieState) !== sha256(input.state)) throw stateInvalid();
      const row = await repo.consumeState(sha256(input.state), clock.now());
      if (!row) throw stateInvalid();
      if (row.userId && row.userId !== signedInUserId) throw stateInvalid();
      const { p, box } = platformOf(row.platform);
      const params = new URLSearchParams({ state: input.state });
      if (input.code !== undefined) params.set('code', input.code);
      if (input.error !== undefined) params.set('error', input.error);
      const grant = await p.exchangeCode({
        params,
        expectedState: input.state,
        codeVerifier: box.open(row.codeVerifierEnc),
        redirectUri: deps.redirectUri,
      });
      if (row.userId) {
        await link(row.userId, row.platform, grant, box);
        await verified(row.userId, row.platform, grant);
        return { mode: 'linked', platform: row.platform };
      }
      const user = await accountFor(row.platform, grant, box);
      await verified(user.id, row.platform, grant);
      return {
        mode: 'signed_in',
        session: await auth.startSessionFor(user, row.platform),
        user,
      };
    },

    /**
     * `POST /api/accounts/authenticate` (spec 002 §7): a Facebook SDK token, checked with
     * `/debug_token` against our app id. Signed in: links; otherwise signs in or creates.
     */
    async authenticateFacebook(
      accessToken: string,
      signedIn: { userId: string; token: string } | null,
    ): Promise<{ reply: FacebookAuthenticateReply; session?: Session }> {
      const p = deps.platforms.facebook;
      if (!p || !deps.box)
        throw new AppError('OAUTH_NOT_CONFIGURED', 'Sign-in with facebook is not configured.');
      const grant = await p.verifyAccessToken(accessToken);
      let user: UserRecord;
      let session: Session | undefined;
      if (signedIn) {
        await link(signedIn.userId, 'facebook', grant, deps.box);
        user = await requireUser(signedIn.userId);
      } else {
        user = await accountFor('facebook', grant, deps.box);
        session = await auth.startSessionFor(user, 'facebook');
      }
      await verified(user.id, 'facebook', grant);
      const identity = await repo.findIdentity('facebook', grant.profile.platformUserId);
      return {
        reply: {
          id: user.id,
          facebookId: grant.profile.platformUserId,
          name: identity?.name ?? grant.profile.name,
          extraInfo: identity?.extraInfo ?? '',
          token: session?.token ?? signedIn!.token,
        },
        session,
      };
    },

    async list(userId: string): Promise<LinkedAccountsReply> {
      const user = await requireUser(userId);
      const rows = await repo.listOf(userId);
      const verified = user.emailVerifiedAt !== null;
      return {
        items: rows.map((r) => toLinkedAccount(r, verified)),
        emailSignIn: user.passwordHash !== null,
      };
    },

    async get(userId: string, id: string) {
      const user = await requireUser(userId);
      const row = await repo.findOwned(userId, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such linked account.');
      return toLinkedAccount(row, user.emailVerifiedAt !== null);
    },

    /** Name and Extra Info are Vigil's own notes; the platform account is not changed. */
    async update(userId: string, id: string, input: UpdateLinkedAccountInput) {
      const user = await requireUser(userId);
      const row = await repo.findOwned(userId, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such linked account.');
      const updated = await repo.updateIdentity(id, {
        name: input.name,
        extraInfo: input.extraInfo,
      });
      if (!updated) throw new AppError('NOT_FOUND', 'No such linked account.');
      return toLinkedAccount(updated, user.emailVerifiedAt !== null);
    },

    /**
     * Keeps an identity that was linked before the account's address was verified: from now on
     * it signs in (issue 20 §3). Removing it is {@link unlink}. Only once the address is
     * proven: before that, whoever is signed in may be the stranger the review is about (and the
     * first verification ends every older session).
     */
    async keep(userId: string, id: string) {
      const user = await requireUser(userId);
      if (user.emailVerifiedAt === null)
        throw new AppError(
          'CONFLICT',
          'Verify the e-mail address of this account first: only its owner can keep a platform account linked before.',
        );
      const row = await repo.findOwned(userId, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such linked account.');
      const updated = await repo.setNeedsReview(id, false);
      if (!updated) throw new AppError('NOT_FOUND', 'No such linked account.');
      if (row.needsReview)
        await deps.audit.record({
          actorId: userId,
          action: 'identity.keep',
          subjectType: 'user',
          subjectId: userId,
          details: { platform: row.platform, platformUserId: row.platformUserId },
        });
      return toLinkedAccount(updated, true);
    },

    /** Unlinks; refused when it is the account's last way to sign in (no password, no other). */
    async unlink(userId: string, id: string) {
      await deps.transaction(async (tx) => {
        const row = await repo.findOwned(userId, id, tx);
        if (!row) throw new AppError('NOT_FOUND', 'No such linked account.');
        const user = await repo.lockUser(userId, tx);
        if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
        if (!user.emailSignIn && (await repo.countOthers(userId, id, tx)) === 0) {
          throw new AppError(
            'LAST_SIGN_IN_METHOD',
            'This is the last way to sign in to this account. Set a password or link another account first.',
          );
        }
        await repo.deleteIdentity(id, tx);
        await deps.audit.record(
          {
            actorId: userId,
            action: 'identity.unlink',
            subjectType: 'user',
            subjectId: userId,
            details: { platform: row.platform, platformUserId: row.platformUserId },
          },
          tx,
        );
      });
    },

    /** The identities still to be reviewed by the owner, in words (the review mail). */
    async toReview(userId: string): Promise<string[]> {
      const rows = await repo.listOf(userId);
      return rows
        .filter((r) => r.needsReview)
        .map(
          (r) =>
            `${r.platform === 'instagram' ? 'Instagram' : 'Facebook'} ` +
            `${r.username ? `@${r.username}` : `id ${r.platformUserId}`} (${r.name}), linked ${r.createdAt.toISOString().slice(0, 10)}`,
        );
    },

    /** Every platform identity of an account (for ownership proofs: the sign-in proves it). */
    async identitiesOf(userId: string): Promise<LinkedIdentity[]> {
      const rows = await repo.listOf(userId);
      return rows.map((r) => ({
        platform: r.platform,
        platformUserId: r.platformUserId,
        username: r.username,
      }));
    },
  };
}
export type LinkedAccountsService = ReturnType<typeof createLinkedAccountsService>;
