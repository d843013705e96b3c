/**
 * News outlet evaluation measurements for `npm run bench` (issue 11):
 * - `POST /api/validate-url` for a known domain under load (budget ≥ 2,000 req/s, p99 ≤ 20 ms
 *   on PGlite): JWT, the ratings read, the counted check (an upsert), outlet facts (cached);
 * - the first-start import of the Lin et al. (2023) ratings into an empty PGlite folder
 *   (budget ≤ 5 s), measured in this process on the same code path the server runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { openInfrastructure } from '../apps/server/src/composition/infrastructure';
import { createNews } from '../apps/server/src/modules/news/create-news';
import { parseConfig } from '../apps/server/src/config';
import { createAuditRepo } from '../apps/server/src/modules/audit/audit.repo';
import { createAuditService } from '../apps/server/src/modules/audit/audit.service';
import { type Row } from './table';

async function firstStartImportMs(): Promise<{ ms: number; rows: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-news-'));
  try {
    const config = parseConfig({
      DATA_DIR: dataDir,
      NEWS_SEED_RATINGS: 'false',
      LOG_LEVEL: 'silent',
    });
    const log = pino({ level: 'silent' });
    const infra = await openInfrastructure(config, {}, log);
    try {
      const audit = createAuditService({ repo: createAuditRepo(infra.database.db) });
      // Exactly what the server does on first start, timed from "database is empty" on.
      const { news } = await createNews(infra, { audit });
      const { readFile } = await import('node:fs/promises');
      const { SEED_SOURCE } = await import('../apps/server/src/modules/news/create-news');
      const started = performance.now();
      const content = await readFile(config.NEWS_RATINGS_FILE, 'utf8');
      const result = await news.importRatings({ content, format: 'csv', ...SEED_SOURCE });
      return { ms: performance.now() - started, rows: result.rows };
    } finally {
      await infra.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureNews(opts: { base: string; token: string; duration: number }) {
  const rows: Row[] = [];
  const body = JSON.stringify({ url: 'https://www.reuters.com' });
  const headers = { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' };
  // Warm up: the first check fills the outlet facts cache.
  const warm = await fetch(`${opts.base}/api/validate-url`, { method: 'POST', headers, body });
  if (!warm.ok) throw new Error(`validate-url: ${warm.status} ${await warm.text()}`);
  const result = await autocannon({
    url: `${opts.base}/api/validate-url`,
    method: 'POST',
    connections: 50,
    duration: opts.duration,
    headers,
    body,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`validate-url: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
  }
  rows.push({
    what: 'POST /api/validate-url, known domain (JWT, ratings, counted check)',
    value: `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
    budget: '≥ 2,000 req/s, p99 ≤ 20 ms',
    ok: result.requests.average >= 2_000 && result.latency.p99 <= 20,
  });
  const seed = await firstStartImportMs();
  rows.push({
    what: `first-start import of the Lin et al. 2023 ratings (${seed.rows} domains, PGlite)`,
    value: `${(seed.ms / 1000).toFixed(2)} s`,
    budget: '≤ 5 s',
    ok: seed.ms <= 5_000,
  });
  return rows;
}
