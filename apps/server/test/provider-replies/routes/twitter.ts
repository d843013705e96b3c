import { replyFile, type VendorRoute } from '../vendor';
import { REST_ID, userTweets } from './twitter-timeline';

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
