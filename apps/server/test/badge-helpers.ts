import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { auditLog } from '../src/db/schema';
import { bearer, uniqueEmail } from './helper';

/** Test apps submit many profiles from one address: lift the per-IP submission limit. */
export const BADGE_TEST_ENV = { PROFILE_RATE_LIMIT_MAX: '100000' };

/** A real PNG, decoded and re-encoded by sharp on upload. */
export const pngBuffer = (width = 40, height = 30) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

/** A real JPEG carrying EXIF metadata (an orientation and a copyright that must not survive). */
export const jpegWithExif = () =>
  sharp({ create: { width: 60, height: 20, channels: 3, background: { r: 200, g: 80, b: 10 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export type ProfileFields = Partial<
  Record<'full_name' | 'email' | 'platform' | 'username' | 'profile_url', string>
>;

export const validFields = (over: ProfileFields = {}): ProfileFields => ({
  full_name: 'Erika Mustermann',
  email: uniqueEmail('badge'),
  platform: 'github',
  username: 'erika',
  profile_url: 'https://github.com/erika',
  ...over,
});

export type FilePart = { data: Buffer; name?: string; type?: string; field?: string };

/** A multipart form as a browser sends it; `undefined` fields are left out. */
export function profileForm(fields: ProfileFields, file?: FilePart) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (file) {
    form.append(
      file.field ?? 'screenshot',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name ?? 'shot.png',
    );
  }
  return form;
}

export async function submitProfile(
  app: App,
  fields: ProfileFields = validFields(),
  file?: FilePart,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/profile',
    payload: profileForm(fields, file ?? { data: await pngBuffer() }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Submits a valid profile and returns its id. */
export async function createProfile(app: App, over: ProfileFields = {}) {
  const res = await submitProfile(app, validFields(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ profile_id: string; screenshot_filename: string }>();
}

/** Pays on the demo checkout (the same fulfilment as the Stripe webhook). */
/** The origin the test apps run at (PUBLIC_BASE_URL): the demo pay form posts from there. */
export const TEST_ORIGIN = 'http://vigil.test';

/**
 * Starts a demo checkout as a browser does: the reply sets the httpOnly cookie that makes this
 * browser the checkout's owner. Returns the page path and that cookie.
 */
export async function startDemoCheckout(app: App, profileId: string, lang?: 'de' | 'en') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout-session',
    payload: { profileId, ...(lang ? { lang } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { sessionUrl } = res.json<{ sessionUrl: string }>();
  const cookie = res.cookies.find((c) => c.name === 'vigil_checkout');
  if (!cookie) throw new Error('checkout-session set no owner cookie');
  return { sessionUrl, sessionPath: new URL(sessionUrl).pathname, cookie };
}

/** The pay button of the demo page, pressed in the owner's browser (cookie and Origin). */
export function pressDemoPay(
  app: App,
  sessionPath: string,
  opts: { cookie?: string; origin?: string | null; referer?: string; query?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${sessionPath}/pay${opts.query ?? ''}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(opts.origin === null ? {} : { origin: opts.origin ?? TEST_ORIGIN }),
      ...(opts.referer ? { referer: opts.referer } : {}),
    },
    ...(opts.cookie ? { cookies: { vigil_checkout: opts.cookie } } : {}),
    payload: '',
  });
}

export async function payOnDemo(app: App, profileId: string) {
  const { sessionPath, cookie } = await startDemoCheckout(app, profileId);
  const pay = await pressDemoPay(app, sessionPath, { cookie: cookie.value });
  expect(pay.statusCode, pay.body).toBe(303);
  return { sessionPath, cookie: cookie.value, redirect: pay.headers.location };
}

export async function verifyAsAdmin(app: App, adminToken: string, profileId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/verify-profile/${profileId}`,
    headers: bearer(adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A paid and verified profile: badge, public page and QR work. */
export async function unlockedProfile(app: App, adminToken: string, over: ProfileFields = {}) {
  const { profile_id } = await createProfile(app, over);
  await payOnDemo(app, profile_id);
  await verifyAsAdmin(app, adminToken, profile_id);
  return profile_id;
}

export function auditRows(app: App, action: string, subjectId: string) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));
}
