import { and, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { createRowCache } from '../../lib/row-cache';
import {
  emailTokens,
  loginFailures,
  loginLockNotices,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

/**
 * `cacheRows` (embedded PGlite only: this process sees every write) keeps `findUserById`, read on
 * every authenticated request and every admin check, in memory; the writes below forget it.
 */
export function createAuthRepo(db: Db, opts: { cacheRows?: boolean } = {}) {
  const byId = createRowCache<UserRow | undefined>({
    enabled: opts.cacheRows ?? false,
    max: 10_000,
    ttlMs: 10_000,
  });
  return {
    /** Erasure: the sign-in traces kept by a (verified) address. */
    async forgetSignInTraces(email: string, tx: Tx = db) {
      await tx.delete(loginFailures).where(eq(loginFailures.email, email));
      await tx.delete(loginLockNotices).where(eq(loginLockNotices.email, email));
    },

    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findUserById(id: string) {
      return byId.get(id, async () => {
        const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
        return row;
      });
    },
    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateUser(id: string, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      byId.forget(id);
      return row;
    },
    async deleteUser(id: string) {
      await db.delete(users).where(eq(users.id, id));
      byId.forget(id);
    },
    async countUsers() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    async anyAdmin() {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .limit(1);
      return Boolean(row);
    },

    /** Failures for an address since `since`: from this client, and from anywhere. */
    async countRecentFailures(email: string, ip: string, since: Date) {
      const [row] = await db
        .select({
          client: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
          all: count(),
        })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
      return { client: row?.client ?? 0, all: row?.all ?? 0 };
    },
    async recordFailure(email: string, ip: string, at: Date) {
      await db.insert(loginFailures).values({ email, ip, createdAt: at });
    },
    /** Forgets the failures of one client (it proved the password) or, without `ip`, all. */
    async clearFailures(email: string, ip?: string) {
      await db
        .delete(loginFailures)
        .where(
          ip === undefined
            ? eq(loginFailures.email, email)
            : and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
        );
    },
    /**
     * Claims the lock notice of an address: true for exactly one caller per window (no notice
     * yet, or the last one sent at or before `windowStart`).
     */
    async claimLockNotice(email: string, at: Date, windowStart: Date) {
      const rows = await db
        .insert(loginLockNotices)
        .values({ email, notifiedAt: at })
        .onConflictDoUpdate({
          target: loginLockNotices.email,
          set: { notifiedAt: at },
          setWhere: lte(loginLockNotices.notifiedAt, windowStart),
        })
        .returning({ email: loginLockNotices.email });
      return rows.length === 1;
    },
    async forgetLockNotice(email: string) {
      await db.delete(loginLockNotices).where(eq(loginLockNotices.email, email));
    },

    async createSession(
      userId: string,
      values: { createdAt: Date; signedInWith: string },
    ): Promise<string> {
      const [row] = await db
        .insert(sessions)
        .values({ userId, ...values, updatedAt: values.createdAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    /**
     * A session that has not been revoked (its user deleted removes it), with what every
     * request needs: when it started (the absolute lifetime), how, and its user's current role.
     */
    async liveSession(id: string) {
      const [row] = await db
        .select({
          userId: sessions.userId,
          createdAt: sessions.createdAt,
          signedInWith: sessions.signedInWith,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .limit(1);
      return row;
    },
    /** The live sessions of a user (their cache entries change with the role). */
    async liveSessionIdsOf(userId: string) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return rows.map((r) => r.id);
    },
    /** Ends one session and its refresh tokens; true if it was live. */
    async revokeSession(id: string, at: Date) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.sessionId, id), isNull(refreshTokens.revokedAt)));
      return rows.length === 1;
    },
    /** Ends every live session of a user and every refresh token; returns the sessions ended. */
    async revokeUserSessions(userId: string, at: Date): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      return rows.map((r) => r.id);
    },

    async insertRefreshToken(values: {
      userId: string;
      sessionId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values(values);
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Revokes one token; true only for the call that actually revoked it (rotation race). */
    async revokeRefreshToken(id: string, at: Date) {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async insertEmailToken(values: {
      userId: string;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(emailTokens).values(values);
    },
    /**
     * Inserts a token for the account of `email` in one statement (the look-up is part of it);
     * returns the account's id and address, or undefined (and no row) for an unknown address.
     */
    async insertEmailTokenForAddress(
      email: string,
      values: { purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
    ) {
      const rows = await db.execute<{ user_id: string }>(sql`
        insert into ${emailTokens} (user_id, purpose, token_hash, expires_at)
        select ${users.id}, ${values.purpose}, ${values.tokenHash}, ${values.expiresAt.toISOString()}::timestamptz
        from ${users} where ${users.email} = ${email}
        returning user_id`);
      const userId = (rows as unknown as { rows: Array<{ user_id: string }> }).rows[0]?.user_id;
      return userId ? { userId, email } : undefined;
    },
    /** Spends every unused e-mail token of a user (their address changed). */
    async revokeEmailTokens(userId: string, at: Date) {
      await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
    },
    /** Marks a live token used and returns it; undefined if unknown, used or expired. */
    async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose, at: Date) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
