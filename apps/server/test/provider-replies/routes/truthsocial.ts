import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VendorRoute } from '../vendor';

/** A reply file, read per request (importing vendor.ts's reader here would be a module cycle). */
const replyFile = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../replies', name), 'utf8')) as unknown;

const HOST = 'truth-social-api.p.rapidapi.com';
/** `id` and `username` of `replies/truthsocial/account.json`. */
const ACCOUNT = { id: '108241873905512337', username: 'sample_user_1' };

/** Mastodon's reply for an unknown account (the wrapper's own envelope is not documented). */
const missing = () => ({
  status: 404,
  json: { error: 'Record not found' },
});

/**
 * The configured paths (`/users/{username}`, `/users/{id}/posts`) answering with
 * truthsocial.com's Mastodon replies, served without a wrapper envelope (none is documented).
 */
export const routes: VendorRoute[] = [
  {
    host: HOST,
    method: 'GET',
    path: /^\/users\/[^/]+$/,
    answer: (req) =>
      decodeURIComponent(req.path.slice('/users/'.length)).toLowerCase() === ACCOUNT.username
        ? { json: replyFile('truthsocial/account.json') }
        : missing(),
  },
  {
    host: HOST,
    method: 'GET',
    path: /^\/users\/[^/]+\/posts$/,
    answer: (req) =>
      req.path === `/users/${ACCOUNT.id}/posts`
        ? { json: replyFile('truthsocial/statuses.json') }
        : missing(),
  },
];
