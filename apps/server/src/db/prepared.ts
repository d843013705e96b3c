import type { Db } from './client';

/** What the two drivers under Drizzle offer: PGlite, and a node-postgres pool. */
type PgliteClient = { exec: (sql: string) => Promise<{ rows: unknown[] }[]> };
type PoolClient = {
  query: (config: {
    name: string;
    text: string;
    values: unknown[];
  }) => Promise<{ rows: unknown[] }>;
};

/** A parameter value: text in the type's input syntax, or null. */
export type SqlValue = string | null;

/** Statements prepared on each PGlite instance (one session each), by name. */
const preparedOn = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * `value` as a dollar-quoted literal, with a tag that does not occur in it. PostgreSQL stores no
 * NUL character, and a literal cannot carry one: it is dropped.
 */
export function dollarQuoted(value: string): string {
  const v = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  let tag = 'v';
  while (v.includes(`$${tag}$`)) tag += 'v';
  return `$${tag}$${v}$${tag}$`;
}

/** Whether `db` runs on embedded PGlite (its client has `exec`; node-postgres' pool has not). */
export function onPglite(db: Db): boolean {
  const client = (db as unknown as { $client: unknown }).$client;
  return Boolean(client) && typeof (client as PgliteClient).exec === 'function';
}

/**
 * A fixed statement with parameters `$1…$n` of the given types, planned once per connection
 * instead of on every call: PostgreSQL gets a named prepared statement; PGlite a `PREPARE`d one,
 * run with the simple query protocol and the values as dollar-quoted literals. On PGlite that
 * is about a third of the CPU of Drizzle's parse-bind-execute of the same statement (see
 * bench/lookups.ts), and PGlite runs in the server's own thread: what it spends is the event
 * loop's. For hot write paths whose statement is too complex for the query builder to stay
 * cheap. `name` must be unique in the process.
 */
export function preparedStatement<Row>(
  db: Db,
  name: string,
  types: readonly string[],
  text: string,
): (values: readonly SqlValue[]) => Promise<Row[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client && typeof (client as PgliteClient).exec === 'function') {
    const pglite = client as PgliteClient;
    const prepared = preparedOn.get(pglite) ?? new Map<string, Promise<unknown>>();
    preparedOn.set(pglite, prepared);
    return async (values) => {
      let ready = prepared.get(name);
      if (!ready) {
        ready = pglite.exec(`prepare ${name}(${types.join(', ')}) as ${text}`);
        prepared.set(name, ready);
        ready.catch(() => prepared.delete(name));
      }
      await ready;
      const args = values.map((v) => (v === null ? 'null' : dollarQuoted(v))).join(', ');
      const results = await pglite.exec(`execute ${name}(${args})`);
      return (results.at(-1)?.rows ?? []) as Row[];
    };
  }
  const pool = client as PoolClient;
  return async (values) => (await pool.query({ name, text, values: [...values] })).rows as Row[];
}
