import { fromFile } from '../reply-files';
import type { VendorRoute } from '../vendor';

export const LINKEDIN_HOST = 'fresh-linkedin-profile-data.p.rapidapi.com';

/**
 * fresh-linkedin-profile-data `POST /google-full-profiles` (JSON): "Sample Person" is found;
 * any other name gets the vendor's HTTP 200 "No profiles match the query".
 */
export const routes: VendorRoute[] = [
  {
    host: LINKEDIN_HOST,
    method: 'POST',
    path: '/google-full-profiles',
    answer: (req) => {
      let name = '';
      try {
        name = String((JSON.parse(req.body) as { name?: unknown }).name ?? '');
      } catch {
        return { status: 400, json: { message: 'Invalid JSON body' } };
      }
      return name.trim().toLowerCase() === 'sample person'
        ? fromFile('linkedin/google-full-profiles.json')
        : fromFile('linkedin/google-full-profiles.no-match.json');
    },
  },
];
