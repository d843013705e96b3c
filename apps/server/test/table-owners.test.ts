import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Every table is written (insert, update, delete) by its owner module only; other modules ask
 * the owner through its service, or react to its domain events. A foreign write is invisible to
 * the import graph and to lint, so this test reads the sources: drizzle's `.insert(t)`,
 * `.update(t)`, `.delete(t)` and raw SQL `INSERT INTO`, `UPDATE`, `DELETE FROM`, `TRUNCATE`.
 */
const SRC = join(__dirname, '..', 'src');

/** The owner of each table. A table the schema declares must be here (a new table needs one). */
const OWNERS: Record<string, string> = {
  users: 'auth',
  sessions: 'auth',
  refresh_tokens: 'auth',
  email_tokens: 'auth',
  login_failures: 'auth',
  login_lock_notices: 'auth',
  email_changes: 'accounts',
  mobile_codes: 'accounts',
  outbox_messages: 'outbox',
  audit_log: 'audit',
  profiles: 'profiles',
  payments: 'payments',
  webhook_events: 'payments',
  stored_accounts: 'lookups',
  account_snapshots: 'lookups',
  account_posts: 'lookups',
  suppressed_accounts: 'lookups',
  jobs: 'jobs',
  follower_batch_items: 'followers',
  news_rating_sources: 'news',
  news_ratings: 'news',
  news_domain_checks: 'news',
  news_sources: 'news',
  analysis_counts: 'analysis',
  analysis_topic_counts: 'analysis',
  analysis_term_days: 'analysis',
  analysis_account_state: 'analysis',
  stored_account_search: 'analysis',
  ownership_proofs: 'ownership',
  demo_bios: 'ownership',
  person_pages: 'ownership',
  badge_credentials: 'credentials',
  linked_identities: 'linked-accounts',
  oauth_states: 'linked-accounts',
  content_files: 'content',
  content_items: 'content',
  provider_status: 'providers',
  review_keywords: 'image-review',
  image_review_items: 'image-review',
  watchlists: 'watchlists',
  watch_targets: 'watchlists',
  watchlist_accounts: 'watchlists',
  watch_points: 'watchlists',
  watch_alerts: 'watchlists',
  alert_settings: 'watchlists',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** `export const users = pgTable('users', …)`: the schema's variable → table names. */
function tablesDeclared(source: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const m of source.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)) {
    tables.set(m[1]!, m[2]!);
  }
  return tables;
}

const schemaTables = tablesDeclared(readFileSync(join(SRC, 'db', 'schema.ts'), 'utf8'));

export type Write = { file: string; module: string; table: string; how: string };

/** The writes `source` (a file of `module`) makes, by table name. */
export function writesIn(source: string, file: string, module: string): Write[] {
  // Tables declared in the file itself (the analysis' partitioned search table) and aliases
  // (`const s = storedAccounts`) count as the tables they name.
  const names = new Map([...schemaTables, ...tablesDeclared(source)]);
  for (const m of source.matchAll(/const (\w+) = (\w+);/g)) {
    const table = names.get(m[2]!);
    if (table) names.set(m[1]!, table);
  }
  const known = new Set(names.values());
  const writes: Write[] = [];
  for (const m of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = names.get(m[2]!);
    if (table) writes.push({ file, module, table, how: `.${m[1]}(${m[2]})` });
  }
  for (const m of source.matchAll(
    /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_]+)"?/gi,
  )) {
    const table = m[2]!.toLowerCase();
    if (known.has(table)) writes.push({ file, module, table, how: m[0]! });
  }
  return writes;
}

/**
 * Every source file but the schema's folder: a module's files count as the module's, anything
 * else (composition, plugins, lib) as its folder's, which owns no table.
 */
function allWrites(): Write[] {
  return filesUnder(SRC).flatMap((path) => {
    const [top, name] = relative(SRC, path).split(/[\\/]/);
    if (top === 'db') return [];
    const module = top === 'modules' ? name! : top!;
    return writesIn(readFileSync(path, 'utf8'), relative(SRC, path), module);
  });
}

describe('table owners', () => {
  test('every table the schema declares has an owner module', () => {
    const missing = [...schemaTables.values()].filter((t) => !(t in OWNERS));
    expect(missing).toEqual([]);
  });

  test('the scan finds writes of every kind (else it proves nothing)', () => {
    const hows = new Set(allWrites().map((w) => w.how.split(/[\s(]/)[0]!.toLowerCase()));
    for (const how of ['.insert', '.update', '.delete', 'insert', 'update', 'delete']) {
      expect(hows).toContain(how);
    }
  });

  test('a table is written only by its owner module', () => {
    const foreign = allWrites()
      .filter((w) => OWNERS[w.table] !== undefined && OWNERS[w.table] !== w.module)
      .map((w) => `${w.file}: ${w.how} (owner: ${OWNERS[w.table]})`);
    expect(foreign).toEqual([]);
  });

  test('a foreign write is caught, in drizzle and in raw SQL', () => {
    const drizzle = `await tx.update(storedAccounts).set({ topics: [] });`;
    const raw = 'await db.execute(sql`DELETE FROM audit_log where id = ${id}`);';
    expect(writesIn(drizzle, 'x.ts', 'analysis')).toEqual([
      {
        file: 'x.ts',
        module: 'analysis',
        table: 'stored_accounts',
        how: '.update(storedAccounts)',
      },
    ]);
    expect(writesIn(raw, 'x.ts', 'privacy').map((w) => w.table)).toEqual(['audit_log']);
  });
});
