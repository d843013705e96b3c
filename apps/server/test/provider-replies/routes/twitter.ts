import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VendorRoute } from '../vendor';
import { REST_ID, userTweets } from './twitter-timeline';

/** A reply file, read per request (importing vendor.ts's reader here would be a module cycle). */
const replyFile = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../replies', name), 'utf8')) as unknown;

const HOST = 'twitter-x-api.p.rapidapi.com';
/** `screen_name` of `replies/twitter/api-user-detail.json`. */
const SCREEN_NAME = 'sample_user_1';

/**
 * twitter-x-api: the user by screen name (the captured reply for its one user; `{}`, this
 * vendor's reply for an unknown user, for any other) and the user's tweets by `rest_id`.
 */
export const routes: VendorRoute[] = [
  {
    host: HOST,
    method: 'GET',
    path: '/api/user/detail',
    answer: (req) => ({
      json:
        req.query.get('username')?.toLowerCase() === SCREEN_NAME
          ? replyFile('twitter/api-user-detail.json')
          : {},
    }),
  },
  {
    host: HOST,
    method: 'GET',
    path: '/api/user/tweets',
    // An unknown id: no reply was found either; assumed to be `{}` as for an unknown user.
    answer: (req) => ({ json: req.query.get('user_id') === REST_ID ? userTweets : {} }),
  },
];
