import { fromFile } from '../reply-files';
import type { VendorRoute } from '../vendor';

/** The scraper public code calls (the old default host has no trace: "API doesn't exists"). */
export const SNAPCHAT_HOST = 'snapchat-profile-scraper-api.p.rapidapi.com';
export const SNAPCHAT_OLD_HOST = 'snapchat-profile-scraper.p.rapidapi.com';

/**
 * `GET /profile?username`: `sample_user_3` is the reconstructed reply; for any other name the
 * scraper's own error record (`error.isError`, `error.errorMsg`: the model's keys).
 */
export const routes: VendorRoute[] = [
  {
    host: SNAPCHAT_HOST,
    method: 'GET',
    path: '/profile',
    answer: (req) =>
      req.query.get('username')?.toLowerCase() === 'sample_user_3'
        ? fromFile('snapchat/profile.json')
        : { json: { error: { isError: true, errorMsg: 'Profile not found' } } },
  },
];
