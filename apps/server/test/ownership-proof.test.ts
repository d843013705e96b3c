import {
  ownerProofSchema,
  ownershipSchema,
  personPageSchema,
  proofCheckReplySchema,
} from '@vigil/shared';
import { beforeAll, describe, expect, test } from 'vitest';
import { judgeBio } from '../src/modules/ownership/ownership.service';
import {
  BADGE_TEST_ENV,
  auditRows,
  createProfile,
  payOnDemo,
  verifyAsAdmin,
} from './badge-helpers';
import { jobSettled } from './jobs-helpers';
import { outboxFor, signIn, type Principal, useTestApp, requestAs, expectError } from './helper';

const t = useTestApp({ env: BADGE_TEST_ENV });
let owner: Principal;
let stranger: Principal;
let admin: Principal;
beforeAll(async () => {
  [owner, stranger, admin] = await Promise.all([
    signIn(t.app, 'user'),
    signIn(t.app, 'user'),
    signIn(t.app, 'admin'),
  ]);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Principal, payload?: object) =>
  requestAs(t.app, who ?? null, method, url, payload);

const putBio = (id: string, bio: string, who: Principal = owner) =>
  call('PUT', `/api/profile/${id}/proof/demo-bio`, who, { bio });

describe('bio code proof on the demo provider', () => {
  let id: string;
  let code: string;

  beforeAll(async () => {
    ({ profile_id: id } = await createProfile(t.app, {
      email: owner.email,
      platform: 'instagram',
      username: 'erika_proof',
      profile_url: 'https://instagram.com/erika_proof',
    }));
  });

  test('only the account with the profile’s e-mail gets a code (others: 404); visitors sign in', async () => {
    expect((await call('POST', `/api/profile/${id}/proof`)).statusCode).toBe(401);
    const other = await call('POST', `/api/profile/${id}/proof`, stranger);
    expectError(other, 404, 'NOT_FOUND');
    expect((await call('GET', `/api/profile/CPT-NOSUCHPROFILE0/proof`, owner)).statusCode).toBe(
      404,
    );
  });

  test('the owner gets a vigil- code, the same one when asking again, audited once', async () => {
    const first = ownerProofSchema.parse(
      (await call('POST', `/api/profile/${id}/proof`, owner)).json(),
    );
    expect(first.code).toMatch(/^vigil-[a-z2-7]{16}$/);
    expect(first.state).toBe('pending');
    expect(first.demo).toBe(true);
    expect(first.bio_proof_available).toBe(true);
    code = first.code!;
    const again = ownerProofSchema.parse(
      (await call('POST', `/api/profile/${id}/proof`, owner)).json(),
    );
    expect(again.code).toBe(code);
    expect(await auditRows(t.app, 'ownership.code_request', id)).toHaveLength(1);
  });

  test("'Prüfen' without the code in the bio: not found, nothing verified", async () => {
    const res = proofCheckReplySchema.parse(
      (await call('POST', `/api/profile/${id}/proof/check`, owner)).json(),
    );
    expect(res).toMatchObject({ found: false, reason: 'code_missing' });
    expect(res.proof.state).toBe('pending');
    const profile = (await call('GET', `/api/profile/${id}`)).json<{ is_verified: boolean }>();
    expect(profile.is_verified).toBe(false);
  });

  test('only the owner may edit the demo bio; the lookup screens see the edited bio', async () => {
    expect((await putBio(id, `x ${code}`, stranger)).statusCode).toBe(404);
    const res = await putBio(id, `Fotografin aus Köln · ${code}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ownerProofSchema.parse(res.json()).demo_bio).toBe(`Fotografin aus Köln · ${code}`);
    const lookup = await call('GET', '/api/lookups/instagram/Erika_Proof', owner);
    expect(lookup.json<{ user: { biography: string } }>().user.biography).toContain(code);
  });

  test("'Prüfen' finds the code: proven and verified without an operator, audited", async () => {
    const res = proofCheckReplySchema.parse(
      (await call('POST', `/api/profile/${id}/proof/check`, owner)).json(),
    );
    expect(res.found).toBe(true);
    expect(res.proof).toMatchObject({ state: 'proven', method: 'bio_code' });
    const profile = (await call('GET', `/api/profile/${id}`)).json<{ is_verified: boolean }>();
    expect(profile.is_verified).toBe(true);
    const [entry] = await auditRows(t.app, 'ownership.prove', id);
    expect(entry).toMatchObject({
      actorId: expect.any(String),
      details: { method: 'bio_code', verified: true },
    });
    const pub = ownershipSchema.parse((await call('GET', `/api/profile/${id}/ownership`)).json());
    expect(pub).toMatchObject({ state: 'proven', method: 'bio_code', lapse_reason: null });
    expect(pub.proven_at).not.toBeNull();
  });

  test('once paid, /p/:id says how and when ownership was proven', async () => {
    await payOnDemo(t.app, id);
    const page = await call('GET', `/p/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Eigentum nachgewiesen am');
    expect(page.body).toContain('Prüfcode in der Profilbeschreibung');
    expect(page.body).toContain(`/api/profile/${id}/credential`);
  });

  const runRecheck = async () => {
    t.clock.advance(21 * 60 * 60 * 1000);
    const job = await t.app.services.ownership.enqueueRecheck();
    return jobSettled(t.app, job.id, 20_000);
  };

  test('the re-check finds the code removed: lapsed, shown on the badge, owner mailed, audited', async () => {
    await putBio(id, 'Fotografin aus Köln');
    const job = await runRecheck();
    expect(job.status).toBe('succeeded');
    expect(job.result).toMatchObject({ lapsed: 1 });
    const pub = ownershipSchema.parse((await call('GET', `/api/profile/${id}/ownership`)).json());
    expect(pub).toMatchObject({ state: 'lapsed', lapse_reason: 'code_missing' });
    expect((await call('GET', `/p/${id}`)).body).toContain('nicht mehr bestätigt');
    const [lapse] = await auditRows(t.app, 'ownership.lapse', id);
    expect(lapse).toMatchObject({ actorId: null, details: { reason: 'code_missing' } });
    const mails = await outboxFor(t.app, owner.email);
    expect(mails.some((m) => m.subject?.includes('ownership proof lapsed'))).toBe(true);
    // The badge itself stays: a lapse is shown, not a silent revocation.
    expect((await call('GET', `/api/profile/${id}`)).json<{ status: string }>().status).toBe(
      'unlocked',
    );
  });

  test('a second failing re-check neither audits nor mails again; restoring the code restores', async () => {
    // The owner's ownership mails only: the badge's own daily watch may mail them meanwhile
    // (a review notice), on its own schedule.
    const ownershipMails = async () =>
      (await outboxFor(t.app, owner.email)).filter((m) => m.subject?.includes('ownership proof'));
    const before = (await ownershipMails()).length;
    expect(before).toBe(1);
    await runRecheck();
    expect(await auditRows(t.app, 'ownership.lapse', id)).toHaveLength(1);
    expect(await ownershipMails()).toHaveLength(before);
    await putBio(id, `wieder da ${code}`);
    await runRecheck();
    const pub = ownershipSchema.parse((await call('GET', `/api/profile/${id}/ownership`)).json());
    expect(pub.state).toBe('proven');
    expect(await auditRows(t.app, 'ownership.restore', id)).toHaveLength(1);
  });
});

describe('platforms and sign-in proofs', () => {
  test('a GitHub profile has no bio provider: the code is refused with 409', async () => {
    const { profile_id } = await createProfile(t.app, {
      email: stranger.email,
      platform: 'github',
    });
    const res = await call('POST', `/api/profile/${profile_id}/proof`, stranger);
    expect(res.statusCode).toBe(409);
    const view = ownerProofSchema.parse(
      (await call('GET', `/api/profile/${profile_id}/proof`, stranger)).json(),
    );
    expect(view.bio_proof_available).toBe(false);
  });

  test('markProven by platform and handle (Instagram sign-in) verifies and records the method', async () => {
    const who = await signIn(t.app, 'user');
    const { profile_id } = await createProfile(t.app, {
      email: who.email,
      platform: 'instagram',
      username: 'Signin_Person',
    });
    const none = await t.app.services.ownership.markProven(
      { platform: 'instagram', handle: 'nobody_here' },
      { method: 'instagram_signin' },
    );
    expect(none).toBeNull();
    const proven = await t.app.services.ownership.markProven(
      { platform: 'instagram', handle: '@signin_person' },
      { method: 'instagram_signin', userId: null },
    );
    expect(proven).toMatchObject({ profile_id, state: 'proven', method: 'instagram_signin' });
    const profile = (await call('GET', `/api/profile/${profile_id}`)).json<{
      is_verified: boolean;
    }>();
    expect(profile.is_verified).toBe(true);
  });

  test('judgeBio: gone, renamed (another account under the handle), missing, found', () => {
    const code = 'vigil-abcdefghijklmnop';
    expect(judgeBio({ found: false }, code, null)).toEqual({ ok: false, reason: 'gone' });
    const reading = { found: true as const, username: 'a', externalId: '2', bio: `hi ${code}` };
    expect(judgeBio(reading, code, '1')).toEqual({ ok: false, reason: 'renamed' });
    expect(judgeBio({ ...reading, bio: 'hi' }, code, '2')).toEqual({
      ok: false,
      reason: 'code_missing',
    });
    expect(judgeBio(reading, code.toUpperCase(), '2')).toEqual({ ok: true, externalId: '2' });
  });
});

describe('person page /u/:handle', () => {
  test('off by default; handle rules; taken handles conflict; on lists unlocked profiles', async () => {
    const person = await signIn(t.app, 'user');
    const empty = personPageSchema.parse((await call('GET', '/api/person-page', person)).json());
    expect(empty).toMatchObject({ handle: null, enabled: false, profiles: [] });

    for (const bad of ['ab', 'admin', '1abc', 'a--b', 'abc-', 'ÄBC']) {
      const res = await call('PUT', '/api/person-page', person, { handle: bad, enabled: true });
      expect(res.statusCode, bad).toBe(400);
    }
    const id = (
      await createProfile(t.app, {
        email: person.email,
        full_name: 'Paula Person',
        platform: 'twitter',
        username: 'paula_p',
      })
    ).profile_id;
    await payOnDemo(t.app, id);
    await verifyAsAdmin(t.app, admin.token, id);

    const off = await call('PUT', '/api/person-page', person, {
      handle: 'Paula-P',
      enabled: false,
    });
    expect(personPageSchema.parse(off.json())).toMatchObject({ handle: 'paula-p', enabled: false });
    expect((await call('GET', '/u/paula-p')).statusCode).toBe(404);

    const taken = await call('PUT', '/api/person-page', stranger, {
      handle: 'paula-p',
      enabled: true,
    });
    expect(taken.statusCode).toBe(409);

    const on = personPageSchema.parse(
      (await call('PUT', '/api/person-page', person, { handle: 'paula-p', enabled: true })).json(),
    );
    expect(on.url).toBe('http://vigil.test/u/paula-p');
    expect(on.profiles.map((p) => p.username)).toEqual(['paula_p']);
    const page = await call('GET', '/u/Paula-P');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Paula Person');
    expect(page.body).toContain('@paula_p');
    expect(page.body).not.toContain(person.email);
    expect((await call('GET', '/u/%3Cscript%3E')).statusCode).toBe(404);
  });
});
