import type { SignInPlatform } from '@vigil/shared';
import { and, asc, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { linkedIdentities, oauthStates, users } from '../../db/schema';

export type LinkedIdentityRow = typeof linkedIdentities.$inferSelect;

export function createLinkedAccountsRepo(db: Db) {
  return {
    async insertState(values: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(values);
    },
    /** Spends a live state once; undefined if unknown, spent or expired. */
    async consumeState(stateHash: string, at: Date) {
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: at })
        .where(
          and(
            eq(oauthStates.stateHash, stateHash),
            isNull(oauthStates.usedAt),
            gt(oauthStates.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },
    async purgeStates(before: Date) {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, before));
    },

    async findIdentity(platform: SignInPlatform, platformUserId: string, tx: Tx = db) {
      const [row] = await tx
        .select()
        .from(linkedIdentities)
        .where(
          and(
            eq(linkedIdentities.platform, platform),
            eq(linkedIdentities.platformUserId, platformUserId),
          ),
        )
        .limit(1);
      return row;
    },
    async findOwned(userId: string, id: string, tx: Tx = db) {
      const [row] = await tx
        .select()
        .from(linkedIdentities)
        .where(and(eq(linkedIdentities.id, id), eq(linkedIdentities.userId, userId)))
        .limit(1);
      return row;
    },
    async listOf(userId: string) {
      return db
        .select()
        .from(linkedIdentities)
        .where(eq(linkedIdentities.userId, userId))
        .orderBy(asc(linkedIdentities.createdAt), asc(linkedIdentities.id));
    },
    /** The new row, or undefined when the identity is already linked (to anyone). */
    async insertIdentity(values: typeof linkedIdentities.$inferInsert, tx: Tx = db) {
      const [row] = await tx
        .insert(linkedIdentities)
        .values(values)
        .onConflictDoNothing({
          target: [linkedIdentities.platform, linkedIdentities.platformUserId],
        })
        .returning();
      return row;
    },
    async updateIdentity(
      id: string,
      values: Partial<
        Pick<
          LinkedIdentityRow,
          'username' | 'name' | 'extraInfo' | 'accessTokenEnc' | 'tokenExpiresAt'
        >
      >,
    ) {
      const [row] = await db
        .update(linkedIdentities)
        .set(values)
        .where(eq(linkedIdentities.id, id))
        .returning();
      return row;
    },
    async setNeedsReview(id: string, needsReview: boolean) {
      const [row] = await db
        .update(linkedIdentities)
        .set({ needsReview })
        .where(eq(linkedIdentities.id, id))
        .returning();
      return row;
    },
    /**
     * Locks the account row for the rest of the transaction, so two unlinks of the same account
     * cannot both see "another way to sign in is left". Returns whether it has a password.
     */
    async lockUser(userId: string, tx: Tx) {
      const [row] = await tx
        .select({ emailSignIn: sql<boolean>`${users.passwordHash} is not null` })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },
    async countOthers(userId: string, exceptId: string, tx: Tx) {
      const [row] = await tx
        .select({ n: count() })
        .from(linkedIdentities)
        .where(and(eq(linkedIdentities.userId, userId), ne(linkedIdentities.id, exceptId)));
      return row?.n ?? 0;
    },
    async deleteIdentity(id: string, tx: Tx) {
      await tx.delete(linkedIdentities).where(eq(linkedIdentities.id, id));
    },
  };
}
export type LinkedAccountsRepo = ReturnType<typeof createLinkedAccountsRepo>;
