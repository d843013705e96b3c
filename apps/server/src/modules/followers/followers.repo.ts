import type { TrustReasonDto } from '@vigil/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { followerBatchItems } from '../../db/schema';

export type BatchItemRow = typeof followerBatchItems.$inferSelect;

export type NewBatchItem = {
  jobId: string;
  line: number;
  platform: string;
  username: string;
  trustScore: number | null;
  fake: boolean | null;
  confidence: string | null;
  reasons: TrustReasonDto[] | null;
  modelVersion: string | null;
  error: string | null;
};

export function createFollowersRepo(db: Db) {
  return {
    /** Stores one finished line; a line stored before (a restarted job) stays as it was. */
    async saveItem(item: NewBatchItem): Promise<void> {
      await db.insert(followerBatchItems).values(item).onConflictDoNothing();
    },

    /** The lines of a batch stored so far, in line order. */
    async items(jobId: string): Promise<BatchItemRow[]> {
      return db
        .select()
        .from(followerBatchItems)
        .where(eq(followerBatchItems.jobId, jobId))
        .orderBy(asc(followerBatchItems.line));
    },
  };
}
export type FollowersRepo = ReturnType<typeof createFollowersRepo>;
