import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Job } from '@vigil/shared';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { linkedIdentities, personPages } from '../src/db/schema';
import { BADGE_TEST_ENV, createProfile } from './badge-helpers';
import { createContentWithImage } from './content-helpers';
import {
  bearer,
  errorOf,
  signIn,
  type Principal,
  useTestApp,
  useSignedIn,
  expectError,
  requestAs,
} from './helper';
import { settled, until } from './jobs-helpers';

const t = useTestApp({ env: { ...BADGE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '40' } });
const me = useSignedIn(t, 'user');

const start = (p: Principal) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/current/export', headers: bearer(p.token) });
const download = (p: Principal, id: string) =>
  requestAs(t.app, p, 'GET', `/api/accounts/current/export/${id}`);
const finished = (id: string) =>
  until(async () => {
    const res = await requestAs(t.app, me, 'GET', `/api/jobs/${id}`);
    const job = res.json<Job>();
    return settled(job);
  }, 15_000);

test('a user exports their data as a zip of JSON and their files, for 24 h', async () => {
  const profile = await createProfile(t.app, { email: me.email, full_name: 'Export Person' });
  // What other modules keep about them: uploaded content with its image, a linked Instagram
  // identity (its token must not leave the server), a person page.
  const content = await createContentWithImage(t.app, me.token, 'Exported collection');
  const user = (await t.app.services.auth.findUserByEmail(me.email))!;
  await t.app.database.db.insert(linkedIdentities).values({
    userId: user.id,
    platform: 'instagram',
    platformUserId: '17841400000000001',
    username: 'export.person',
    name: 'Export Person',
    accessTokenEnc: 'secret-token-ciphertext',
  });
  await t.app.database.db
    .insert(personPages)
    .values({ userId: user.id, handle: 'export-person', enabled: true });
  const res = await start(me);
  expect(res.statusCode, res.body).toBe(202);
  const job = res.json<Job>();
  expect(job).toMatchObject({ type: 'privacy.export', status: 'queued' });
  // A second click while it runs returns the same job.
  expect((await start(me)).json<Job>().id).toBe(job.id);

  const done = await finished(job.id);
  expect(done).toMatchObject({ status: 'succeeded', progress: { done: 3, total: 3 } });

  const zip = await download(me, job.id);
  expect(zip.statusCode).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  expect(zip.headers['content-disposition']).toMatch(/attachment; filename="vigil-data\.zip"/);
  const entries = unzipSync(new Uint8Array(zip.rawPayload));
  const data = JSON.parse(strFromU8(entries['vigil-data.json']!)) as Record<string, unknown>;
  expect(data.account).toMatchObject({ email: me.email, role: 'user' });
  expect(data.account).not.toHaveProperty('passwordHash');
  expect(data.profiles).toEqual([
    expect.objectContaining({ id: profile.profile_id, fullName: 'Export Person' }),
  ]);
  expect(data).toHaveProperty('payments', []);
  expect(Array.isArray(data.auditEntries)).toBe(true);
  expect(data.contentItems).toEqual([
    expect.objectContaining({ id: content.item.id, title: 'Exported collection' }),
  ]);
  expect(data.contentFiles).toEqual([
    expect.objectContaining({ id: content.file.id, kind: 'image', priceCents: 350 }),
  ]);
  expect(data.linkedIdentities).toEqual([
    expect.objectContaining({ platform: 'instagram', username: 'export.person' }),
  ]);
  expect(JSON.stringify(data)).not.toContain('secret-token-ciphertext');
  expect(data.personPage).toMatchObject({ handle: 'export-person', enabled: true });
  expect(data).toHaveProperty('ownershipProofs', []);
  expect(data).toHaveProperty('badgeReviews', []);
  const names = [profile.screenshot_filename, ...content.storedNames];
  expect([...(data.files as string[])].sort()).toEqual(names.map((n) => `files/${n}`).sort());
  for (const name of names) {
    const stored = await t.app.storage.get(name);
    const original = Buffer.concat(await stored!.stream.toArray());
    expect(Buffer.from(entries[`files/${name}`]!)).toEqual(original);
  }

  // Only the owner may download it.
  const other = await signIn(t.app, 'user');
  const theirs = await download(other, job.id);
  expectError(theirs, 404, 'NOT_FOUND');

  // After 24 h it is gone.
  t.clock.advance(24 * 60 * 60 * 1000 + 1000);
  const late = await download(me, job.id);
  expect(late.statusCode).toBe(404);
  expect(errorOf(late).message).toMatch(/expired/);

  // The hourly purge removes the expired archive from the export store.
  const dir = join(t.app.config.DATA_DIR, 'exports');
  expect(await readdir(dir)).toHaveLength(1);
  const purge = await t.app.services.jobs.enqueue('privacy.purge-exports', {});
  await until(async () => {
    const j = await t.app.services.jobs.get(purge.id);
    return j?.status === 'succeeded' ? j : undefined;
  }, 10_000);
  expect(await readdir(dir)).toEqual([]);
});
