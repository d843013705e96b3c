import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { createTransactionRunner } from '../db/transaction';
import { createLocalStorage } from '../integrations/storage/local.storage';
import { systemClock } from '../lib/clock';
import { createMetrics } from '../lib/metrics';
import { createAfterReply } from '../plugins/after-reply';
import type { AppOverrides } from './overrides';

/**
 * What every module stands on: the clock, the database (migrated), the transaction runner,
 * Redis when configured, and file storage. `close` releases what this call opened.
 */
export async function openInfrastructure(
  config: Config,
  overrides: AppOverrides,
  log: FastifyBaseLogger,
) {
  const database =
    overrides.database ??
    (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  // Optional vendors are loaded only when configured (a faster start without them).
  const redis = config.REDIS_URL
    ? // The default export: a bundled CommonJS package has no named exports when imported lazily.
      new (await import('ioredis')).default(config.REDIS_URL, {
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (err) => log.warn({ err }, 'redis error'));
  return {
    config,
    log,
    clock: overrides.clock ?? systemClock,
    database,
    transaction: createTransactionRunner(database.db),
    /** Row caches are exact only where this process sees every write (embedded PGlite). */
    cacheRows: database.kind === 'pglite',
    redis,
    storage: createLocalStorage({ dir: join(config.DATA_DIR, 'uploads') }),
    afterReply: createAfterReply({ log }),
    /** Prometheus metrics of this process (`GET /api/metrics`). */
    metrics: createMetrics(),
    async close() {
      redis?.disconnect();
      if (!overrides.database) await database.close();
    },
  };
}
export type Infrastructure = Awaited<ReturnType<typeof openInfrastructure>>;
