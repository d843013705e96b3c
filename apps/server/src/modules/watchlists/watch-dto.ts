import { growthFlagSchema, type GrowthFlag, type WatchPoint } from '@vigil/shared';
import { z } from 'zod';
import { bitsToChanges } from './watch-rules';
import type { NewPoint, PointRow } from './watchlists.repo';

const flagsSchema = z.array(growthFlagSchema);
export const storedFlags = (raw: unknown): GrowthFlag[] => flagsSchema.safeParse(raw).data ?? [];

export const pointDto = (p: PointRow | NewPoint): WatchPoint => ({
  at: new Date(p.atMs).toISOString(),
  followers: p.followers,
  following: p.following,
  posts: p.posts,
  likes: p.likes,
  trustScore: p.score,
  modelVersion: p.modelVersion,
  changes: bitsToChanges(p.changes),
});
