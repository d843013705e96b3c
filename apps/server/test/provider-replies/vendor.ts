/**
 * A fake RapidAPI that answers with the vendors' real reply shapes: the files in `replies/`
 * (copied unchanged from the shared provider-replies collection; its README says where each
 * shape comes from and how strong the evidence is). Adapters are tested against these, never
 * against shapes written from our own parsers.
 *
 * Like the real gateway it routes on the `x-rapidapi-host` header: a host with no routes gets
 * RapidAPI's "API doesn't exists" reply, a known host with an unknown path its "Endpoint … does
 * not exist" reply, a call without a key its 401. Each platform's routes live in
 * `routes/<platform>.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeAnswer, FakeRequest } from '../fake-rapidapi';
import { routes as facebook } from './routes/facebook';
import { routes as instagram } from './routes/instagram';
import { routes as linkedin } from './routes/linkedin';
import { routes as snapchat } from './routes/snapchat';
import { routes as telegram } from './routes/telegram';
import { routes as tiktok } from './routes/tiktok';
import { routes as truthsocial } from './routes/truthsocial';
import { routes as twitter } from './routes/twitter';
import { routes as youtube } from './routes/youtube';

const repliesDir = join(import.meta.dirname, 'replies');

/** One vendor endpoint: the host it lives on, its method and path, and how it answers. */
export type VendorRoute = {
  host: string;
  method: 'GET' | 'POST';
  /** The exact path, or a pattern for paths with parameters (`/users/{username}`). */
  path: string | RegExp;
  answer: (req: FakeRequest) => FakeAnswer;
};

/** A reply file (path relative to `replies/`, e.g. `twitter/api-user-detail.json`), parsed. */
export function replyFile(name: string): unknown {
  return JSON.parse(readFileSync(join(repliesDir, name), 'utf8')) as unknown;
}

/** A reply file served as it is, with its status. */
export const fromFile = (name: string, status = 200): FakeAnswer => ({
  status,
  json: replyFile(name),
});

/** RapidAPI's reply for a host that is not on the marketplace (a verbatim capture). */
export const apiDoesNotExist = (): FakeAnswer =>
  fromFile('snapchat/gateway-404.api-doesnt-exists.json', 404);

/** RapidAPI's reply for a path the API does not have (the gateway's own text). */
export const endpointDoesNotExist = (path: string): FakeAnswer => ({
  status: 404,
  json: { message: `Endpoint '${path}' does not exist` },
});

/** RapidAPI's reply for a call without a valid key. */
export const invalidKey = (): FakeAnswer => ({
  status: 401,
  json: { message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.' },
});

export const allRoutes: VendorRoute[] = [
  ...instagram,
  ...facebook,
  ...linkedin,
  ...snapchat,
  ...telegram,
  ...tiktok,
  ...truthsocial,
  ...twitter,
  ...youtube,
];

const matches = (route: VendorRoute, path: string) =>
  typeof route.path === 'string' ? route.path === path : route.path.test(path);

/** The gateway's answering function, for `startFakeRapidApi`. */
export function realShapeVendor(routes: VendorRoute[] = allRoutes) {
  return (req: FakeRequest): FakeAnswer => {
    if (!req.headers['x-rapidapi-key']) return invalidKey();
    const host = String(req.headers['x-rapidapi-host'] ?? '');
    const onHost = routes.filter((r) => r.host === host);
    if (onHost.length === 0) return apiDoesNotExist();
    const route = onHost.find((r) => r.method === req.method && matches(r, req.path));
    return route ? route.answer(req) : endpointDoesNotExist(req.path);
  };
}
