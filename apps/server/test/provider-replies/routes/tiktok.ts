import { fromFile } from '../reply-files';
import type { VendorRoute } from '../vendor';

export const TIKTOK_HOST = 'tiktok-api23.p.rapidapi.com';

/** `secUid` of `sample_user_1` in `api-user-info.json` (its posts and follower list). */
export const TIKTOK_SECUID_1 =
  'MS4wLjABAAAAvhibx2b_3YXEXCu10GBDEZu39XB6zNbEAEcDppW__nEGT7WWxkfPasXwTD3YXQUl';

/** No reply of an unknown account is evidenced: a plain 404 stands in. */
const unknown = () => ({ status: 404, json: { message: 'Not found' } });

/**
 * tiktok-api23 (Lundehund): info knows `sample_user_1` (counts, no age or region),
 * info-with-region `sample_user_2` (age, region, bio link; no counts). Posts and followers are
 * `sample_user_1`'s; its following list is hidden (HTTP 200, status_code 3002060).
 */
export const routes: VendorRoute[] = [
  {
    host: TIKTOK_HOST,
    method: 'GET',
    path: '/api/user/info',
    answer: (req) =>
      req.query.get('uniqueId')?.toLowerCase() === 'sample_user_1'
        ? fromFile('tiktok/api-user-info.json')
        : unknown(),
  },
  {
    host: TIKTOK_HOST,
    method: 'GET',
    path: '/api/user/info-with-region',
    answer: (req) =>
      req.query.get('uniqueId')?.toLowerCase() === 'sample_user_2'
        ? fromFile('tiktok/api-user-info-with-region.json')
        : unknown(),
  },
  {
    host: TIKTOK_HOST,
    method: 'GET',
    path: '/api/user/posts',
    answer: (req) =>
      req.query.get('secUid') === TIKTOK_SECUID_1
        ? fromFile('tiktok/api-user-posts.json')
        : unknown(),
  },
  {
    host: TIKTOK_HOST,
    method: 'GET',
    path: '/api/user/followers',
    answer: (req) =>
      req.query.get('secUid') === TIKTOK_SECUID_1
        ? fromFile('tiktok/api-user-followers.json')
        : unknown(),
  },
  {
    host: TIKTOK_HOST,
    method: 'GET',
    path: '/api/user/followings',
    answer: (req) =>
      req.query.get('secUid') === TIKTOK_SECUID_1
        ? fromFile('tiktok/api-user-followings.hidden-list.json')
        : unknown(),
  },
];
