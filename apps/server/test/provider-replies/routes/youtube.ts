import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VendorRoute } from '../vendor';

/** A reply file, read per request (importing vendor.ts's reader here would be a module cycle). */
const replyFile = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../replies', name), 'utf8')) as unknown;

const HOST = 'youtube-v2.p.rapidapi.com';
/** `channel_id` of `replies/youtube/channel-details.json`. */
const CHANNEL_ID = 'UCq3SampleChannelId00001';

/** `GET /channel/details?channel_id`: the reconstructed channel reply for its one channel. */
export const routes: VendorRoute[] = [
  {
    host: HOST,
    method: 'GET',
    path: '/channel/details',
    answer: (req) =>
      req.query.get('channel_id') === CHANNEL_ID
        ? { json: replyFile('youtube/channel-details.json') }
        : // No captured reply for an unknown channel: a 404 like the gateway's own.
          { status: 404, json: { message: 'Channel not found' } },
  },
];
