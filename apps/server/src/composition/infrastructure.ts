import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { createTransactionRunner } from '../db/transaction';
import { createLocalStorage } from '../integrations/storage/local.storage';
import type { Storage } from '../integrations/storage/storage';
import { createPersonalData } from '../modules/privacy/personal-data';
import { createFileReferences } from '../modules/uploads/file-references';
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
  const files = await openFileStores(config, log);
  return {
    config,
    log,
    clock: overrides.clock ?? systemClock,
    database,
    transaction: createTransactionRunner(database.db),
    /** Row caches are exact only where this process sees every write (embedded PGlite). */
    cacheRows: database.kind === 'pglite',
    redis,
    /** Uploaded files (served by `/uploads/:name`). */
    storage: files.uploads,
    /** Data-export archives (served only to their owner). */
    exportStorage: files.exports,
    /** Modules declare here which upload files they keep (the orphan sweep asks them). */
    fileReferences: createFileReferences(),
    /** Modules declare here what they keep about a person (data export, account erasure). */
    personalData: createPersonalData(),
    afterReply: createAfterReply({ log }),
    /** Prometheus metrics of this process (`GET /api/metrics`). */
    metrics: createMetrics(),
    async close() {
      redis?.disconnect();
      if (!overrides.database) await database.close();
    },
  };
}
/**
 * The uploads and exports stores: folders in DATA_DIR, or key prefixes `uploads/` and
 * `exports/` of one S3-compatible bucket (S3_BUCKET; the SDK is loaded only then).
 */
async function openFileStores(
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ uploads: Storage; exports: Storage }> {
  if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    return {
      uploads: createLocalStorage({ dir: join(config.DATA_DIR, 'uploads') }),
      exports: createLocalStorage({ dir: join(config.DATA_DIR, 'exports') }),
    };
  }
  const { createS3Client, createS3Storage } = await import('../integrations/storage/s3.storage');
  const settings = {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    timeoutMs: config.S3_TIMEOUT_MS,
    log,
  };
  const client = createS3Client(settings);
  return {
    uploads: createS3Storage({ ...settings, prefix: 'uploads/' }, client),
    exports: createS3Storage({ ...settings, prefix: 'exports/' }, client),
  };
}

export type Infrastructure = Awaited<ReturnType<typeof openInfrastructure>>;
