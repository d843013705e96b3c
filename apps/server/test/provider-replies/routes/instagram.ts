import { fromFile, replyFile } from '../reply-files';
import type { VendorRoute } from '../vendor';

export const INSTAGRAM_HOST = 'instagram-scraper-api2.p.rapidapi.com';

/**
 * instagram-scraper-api2 `GET /v1/info`: `sample_user_1` (no `about` in its reply file) and
 * `sample_user_2`, whose `about` comes only with `include_about=true`, as on the vendor. No
 * reply of an unknown account is evidenced: a plain 404 stands in. `/v1.2/posts` has no
 * public reply, so it is not served (the gateway's "Endpoint … does not exist").
 */
export const routes: VendorRoute[] = [
  {
    host: INSTAGRAM_HOST,
    method: 'GET',
    path: '/v1/info',
    answer: (req) => {
      const who = (req.query.get('username_or_id_or_url') ?? '').toLowerCase();
      if (who === 'sample_user_1') return fromFile('instagram/v1-info.json');
      if (who === 'sample_user_2') {
        const body = replyFile('instagram/v1-info.include_about.json') as {
          data: Record<string, unknown>;
        };
        if (req.query.get('include_about') !== 'true') delete body.data.about;
        return { json: body };
      }
      return { status: 404, json: { message: 'Not found' } };
    },
  },
];
