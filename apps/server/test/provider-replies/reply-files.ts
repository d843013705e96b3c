/**
 * The reply files for the route modules: `routes/*.ts` cannot import them from `vendor.ts`,
 * which imports the routes (a cycle).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeAnswer } from '../fake-rapidapi';

const repliesDir = join(import.meta.dirname, 'replies');

/** A reply file (path relative to `replies/`, e.g. `tiktok/api-user-info.json`), parsed. */
export function replyFile(name: string): unknown {
  return JSON.parse(readFileSync(join(repliesDir, name), 'utf8')) as unknown;
}

/** A reply file served as it is, with its status. */
export const fromFile = (name: string, status = 200): FakeAnswer => ({
  status,
  json: replyFile(name),
});
