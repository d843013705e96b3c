import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  BADGE_TEST_ENV,
  createProfile,
  jpegWithExif,
  pngBuffer,
  submitProfile,
  validFields,
} from './badge-helpers';
import { buildTestApp, errorOf, outboxFor, useTestApp, expectError } from './helper';

const t = useTestApp({ env: BADGE_TEST_ENV });

describe('POST /api/profile', () => {
  test('a valid submission is 201 with a CPT- id, the stored file name and its URL', async () => {
    const res = await submitProfile(t.app);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'is_verified',
      'paid',
      'profile_id',
      'screenshot_filename',
      'screenshot_url',
      'status',
    ]);
    expect(body.profile_id).toMatch(/^CPT-[A-Z2-7]{16}$/);
    expect(body.screenshot_filename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(body.screenshot_url).toBe(`http://vigil.test/uploads/${body.screenshot_filename}`);
    // The real state: nobody has reviewed or paid for a fresh profile (issue 8 §5).
    expect(body).toMatchObject({ status: 'unpaid', is_verified: false, paid: false });
  });

  test('ids are random: a hundred submissions give a hundred different ids', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 100; i++) ids.add((await createProfile(t.app)).profile_id);
    expect(ids.size).toBe(100);
  });

  test('the submitter gets an e-mail with the link to their badge page', async () => {
    const fields = validFields();
    const res = await submitProfile(t.app, fields);
    const { profile_id } = res.json<{ profile_id: string }>();
    const [mail] = await outboxFor(t.app, fields.email!);
    expect(mail?.body).toContain(`http://vigil.test/#/badge/${profile_id}`);
  });

  test('platform defaults to instagram when left out', async () => {
    const res = await submitProfile(t.app, validFields({ platform: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    const got = await t.app.inject({ url: `/api/profile/${res.json().profile_id}` });
    expect(got.json().platform).toBe('instagram');
  });

  test.each([
    ['full_name', { full_name: undefined }],
    ['email', { email: undefined }],
    ['username', { username: undefined }],
    ['profile_url', { profile_url: undefined }],
  ])('a missing %s is a 400 that names the field', async (field, over) => {
    const res = await submitProfile(t.app, validFields(over));
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.message).toContain(`body.${field}`);
  });

  test.each([
    ['full_name', { full_name: 'A' }, 'at least 2'],
    ['username', { username: ' x ' }, 'at least 2'],
    ['email', { email: 'not-an-address' }, 'valid e-mail'],
    ['profile_url', { profile_url: 'github.com/erika' }, 'URL'],
    ['profile_url', { profile_url: 'javascript:alert(1)' }, 'URL'],
    ['platform', { platform: 'myspace' }, 'platform'],
  ])('an invalid %s is a 400 naming the rule', async (field, over, words) => {
    const res = await submitProfile(t.app, validFields(over));
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.message).toContain(`body.${field}`);
    if (field !== 'platform') expect(error.message).toContain(words);
  });

  test('no screenshot is a 400 naming the screenshot', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: (() => {
        const form = new FormData();
        for (const [k, v] of Object.entries(validFields())) form.append(k, v!);
        return form;
      })(),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.screenshot');
  });

  test('a text file named .png and declared image/png is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await submitProfile(t.app, validFields(), {
      data: Buffer.from('hello, I am not an image at all\n'.repeat(20)),
      name: 'evil.png',
      type: 'image/png',
    });
    const error = expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toContain('PNG or JPEG');
  });

  test('a real GIF is refused although it is an image', async () => {
    const gif = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();
    const res = await submitProfile(t.app, validFields(), {
      data: gif,
      name: 'a.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
  });

  test('a PNG header on broken data is refused, not a 500', async () => {
    const png = await pngBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await submitProfile(t.app, validFields(), { data: broken });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  test('a 9 MB file is 413 PAYLOAD_TOO_LARGE with a clear message', async () => {
    const png = await pngBuffer();
    const big = Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024 - png.length, 1)]);
    const res = await submitProfile(t.app, validFields(), { data: big });
    const error = expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(error.message).toContain('8 MB');
  });

  test('a JSON body instead of a multipart form is 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: validFields(),
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).message).toContain('multipart/form-data');
  });

  test('a file in another field is a 400 naming the expected field', async () => {
    const res = await submitProfile(t.app, validFields(), {
      data: await pngBuffer(),
      field: 'picture',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain("'screenshot'");
  });

  // Finding 3.4 (issue 20): the spec's 409 "A profile with this e-mail already exists" told
  // anyone whether an address has a profile; a second profile is now accepted like the first.
  test('a second live profile with the same e-mail (any case) is accepted like the first', async () => {
    const fields = validFields();
    expect((await submitProfile(t.app, fields)).statusCode).toBe(201);
    const again = await submitProfile(t.app, { ...fields, email: fields.email!.toUpperCase() });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ status: 'unpaid', paid: false, is_verified: false });
  });

  test('a JPEG is re-encoded: EXIF dropped, orientation applied, served as image/jpeg', async () => {
    const res = await submitProfile(t.app, validFields(), {
      data: await jpegWithExif(),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { screenshot_filename } = res.json<{ screenshot_filename: string }>();
    expect(screenshot_filename).toMatch(/\.jpg$/);
    const file = await t.app.inject({ url: `/uploads/${screenshot_filename}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    // Orientation 6 (90° clockwise) was applied to the pixels: 60×20 became 20×60.
    expect([meta.width, meta.height]).toEqual([20, 60]);
  });

  test('a PNG declared as image/jpeg is still stored as the PNG it is', async () => {
    const res = await submitProfile(t.app, validFields(), {
      data: await pngBuffer(),
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().screenshot_filename).toMatch(/\.png$/);
  });
});

describe('GET /uploads/:filename', () => {
  test('serves a stored screenshot with its type and nosniff', async () => {
    const { screenshot_filename } = await createProfile(t.app);
    const res = await t.app.inject({ url: `/uploads/${screenshot_filename}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
  });

  test.each([
    '0123456789abcdef0123456789abcdef.png',
    '..%2F..%2Fetc%2Fpasswd',
    '..%2Fpglite%2FPG_VERSION',
    'jwt-secret',
    '%2e%2e%2fqr-signing-key.pem',
    'ABCDEF.png',
  ])('an unknown or invalid name (%s) is a 404', async (name) => {
    const res = await t.app.inject({ url: `/uploads/${name}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/profile/:id', () => {
  test('a fresh profile is unpaid and not verified, and never shows the e-mail', async () => {
    const fields = validFields();
    const { profile_id } = (await submitProfile(t.app, fields)).json<{ profile_id: string }>();
    const res = await t.app.inject({ url: `/api/profile/${profile_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: profile_id,
      status: 'unpaid',
      is_verified: false,
      paid: false,
      full_name: fields.full_name,
      platform: 'github',
      username: fields.username,
      profile_url: fields.profile_url,
      verified_at: null,
      paid_at: null,
      public_url: `http://vigil.test/p/${profile_id}`,
      // Not a badge yet: never checked, nothing to review.
      last_checked_at: null,
      under_review: false,
    });
    expect(res.body).not.toContain(fields.email!);
  });

  test('an unknown id is 404 NOT_FOUND', async () => {
    const res = await t.app.inject({ url: '/api/profile/CPT-AAAAAAAAAAAAAAAA' });
    expectError(res, 404, 'NOT_FOUND');
  });
});

test('profile submissions are rate-limited per IP', async () => {
  const limited = await buildTestApp({ env: { PROFILE_RATE_LIMIT_MAX: '2' } });
  try {
    const ip = '203.0.113.50';
    expect((await submitProfile(limited.app, validFields(), undefined, ip)).statusCode).toBe(201);
    expect((await submitProfile(limited.app, validFields(), undefined, ip)).statusCode).toBe(201);
    const third = await submitProfile(limited.app, validFields(), undefined, ip);
    expectError(third, 429, 'RATE_LIMITED');
    const other = await submitProfile(limited.app, validFields(), undefined, '203.0.113.51');
    expect(other.statusCode).toBe(201);
  } finally {
    await limited.close();
  }
});
