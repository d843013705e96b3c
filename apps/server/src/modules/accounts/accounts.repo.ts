import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, mobileCodes } from '../../db/schema';

export function createAccountsRepo(db: Db) {
  return {
    /** A new pending e-mail change; it replaces (spends) any earlier one of the account. */
    async insertEmailChange(values: {
      userId: string;
      newEmail: string;
      tokenHash: string;
      expiresAt: Date;
      at: Date;
    }) {
      const { at, ...row } = values;
      await db.transaction(async (tx) => {
        await tx
          .update(emailChanges)
          .set({ usedAt: at })
          .where(and(eq(emailChanges.userId, row.userId), isNull(emailChanges.usedAt)));
        await tx.insert(emailChanges).values(row);
      });
    },
    /** The account's open (unused, unexpired) change, if any. */
    async pendingEmailChange(userId: string, at: Date) {
      const [row] = await db
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, userId),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, at),
          ),
        )
        .orderBy(desc(emailChanges.createdAt))
        .limit(1);
      return row;
    },
    /** Spends a live change token and returns its row; undefined if unknown, used or expired. */
    async consumeEmailChange(tokenHash: string, at: Date) {
      const [row] = await db
        .update(emailChanges)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailChanges.tokenHash, tokenHash),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },
    /** Spends every open change of an account (its address or password changed otherwise). */
    async cancelEmailChanges(userId: string, at: Date) {
      await db
        .update(emailChanges)
        .set({ usedAt: at })
        .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    },
    async insertMobileCode(values: {
      userId: string;
      mobileNo: string;
      codeHash: string;
      expiresAt: Date;
    }) {
      // A new code replaces any earlier one for the same account.
      await db
        .update(mobileCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(mobileCodes.userId, values.userId), isNull(mobileCodes.usedAt)));
      await db.insert(mobileCodes).values(values);
    },
    async latestOpenCode(userId: string, mobileNo: string) {
      const [row] = await db
        .select()
        .from(mobileCodes)
        .where(
          and(
            eq(mobileCodes.userId, userId),
            eq(mobileCodes.mobileNo, mobileNo),
            isNull(mobileCodes.usedAt),
          ),
        )
        .orderBy(desc(mobileCodes.createdAt))
        .limit(1);
      return row;
    },
    /**
     * Counts one try, atomically, while fewer than `max` were made; false once they are used
     * up. Claiming before comparing keeps parallel guesses within the limit.
     */
    async takeAttempt(id: string, max: number) {
      const rows = await db
        .update(mobileCodes)
        .set({ attempts: sql`${mobileCodes.attempts} + 1` })
        .where(and(eq(mobileCodes.id, id), lt(mobileCodes.attempts, max)))
        .returning({ id: mobileCodes.id });
      return rows.length === 1;
    },
    async markUsed(id: string, at: Date) {
      await db.update(mobileCodes).set({ usedAt: at }).where(eq(mobileCodes.id, id));
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
