import type { CurrentAccount, Job, PaymentPage, PersonPage } from '@vigil/shared';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { auditLog, outboxMessages, users } from '../src/db/schema';
import {
  BADGE_TEST_ENV,
  createProfile,
  payOnDemo,
  profileForm,
  pngBuffer,
  validFields,
  verifyAsAdmin,
} from './badge-helpers';
import {
  bearer,
  outboxFor,
  registerAndVerify,
  login,
  signIn,
  uniqueEmail,
  type Principal,
  useTestApp,
  postLogin,
  requestAs,
  useSignedIn,
  expectError,
} from './helper';
import { settled, until } from './jobs-helpers';

/**
 * Issue 20 §1, finding 1.2 ("an unverified e-mail change takes over someone's badge"), and
 * §3 (POST /api/profile told whether an address has a profile). Every test here failed before
 * the fix: the registration form set the account's address at once, and ownership, payments,
 * the export, the person page and erasure all matched "account e-mail = profile e-mail".
 */
const t = useTestApp({ env: { ...BADGE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '40' } });
const admin = useSignedIn(t, 'admin');

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Principal,
  payload?: object,
) => requestAs(t.app, who, method, url, payload);

const changeEmail = (who: Principal, email: string) =>
  call('POST', '/api/accounts/current/registration', who, {
    name: 'Mallory',
    email,
    password: who.password,
    mobileNo: '170 1234567',
    countryCode: '+49',
    dob: '1990-12-10',
  });

const confirmLink = async (email: string) => {
  const mail = (await outboxFor(t.app, email)).find((m) => m.body.includes('confirm-email-change'));
  if (!mail) throw new Error(`no confirmation link to ${email}`);
  const match = /#\/confirm-email-change\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  return match![1]!;
};
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/confirm-email-change', payload: { token } });

/** Runs the data export of `who` and returns `vigil-data.json`. */
async function exportOf(who: Principal) {
  const started = await call('POST', '/api/accounts/current/export', who);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<Job>();
  await until(async () => {
    const job = (await call('GET', `/api/jobs/${id}`, who)).json<Job>();
    return settled(job);
  }, 15_000);
  const zip = await call('GET', `/api/accounts/current/export/${id}`, who);
  expect(zip.statusCode).toBe(200);
  const entries = unzipSync(new Uint8Array(zip.rawPayload));
  return JSON.parse(strFromU8(entries['vigil-data.json']!)) as {
    profiles: { id: string }[];
    payments: { profileId: string | null }[];
  };
}

/** A victim's unlocked instagram badge, submitted without an account (address `email`). */
async function victimBadge(email: string, username: string) {
  const { profile_id } = await createProfile(t.app, {
    email,
    platform: 'instagram',
    username,
    profile_url: `https://instagram.com/${username}`,
  });
  await payOnDemo(t.app, profile_id);
  await verifyAsAdmin(t.app, admin.token, profile_id);
  return profile_id;
}

describe('finding 1.2 (unverified e-mail change takes over a badge)', () => {
  test('an attacker who types a victim’s profile address reads nothing and can prove, publish or revoke nothing', async () => {
    const victimEmail = uniqueEmail('victim');
    const profileId = await victimBadge(victimEmail, 'victim_handle');
    const attacker = await signIn(t.app, 'user');

    const changed = await changeEmail(attacker, victimEmail);
    expect(changed.statusCode, changed.body).toBe(200);
    // The address does not change until the link mailed to it is opened.
    expect(changed.json<CurrentAccount>()).toMatchObject({
      email: attacker.email,
      emailVerified: true,
      pendingEmail: victimEmail,
    });
    // A token issued now (as after a refresh) still names the old address.
    const fresh = { ...attacker, ...(await login(t.app, attacker.email, attacker.password)) };

    for (const who of [attacker, fresh]) {
      // Payments: the victim's badge payment is not listed.
      const payments = (await call('GET', '/api/payments', who)).json<PaymentPage>();
      expect(payments.items.map((p) => p.subject_id)).not.toContain(profileId);
      // Ownership proofs: the owner's view, a code, a check, the demo bio: 404 each.
      for (const [method, url, payload] of [
        ['GET', `/api/profile/${profileId}/proof`],
        ['POST', `/api/profile/${profileId}/proof`],
        ['POST', `/api/profile/${profileId}/proof/check`],
        ['PUT', `/api/profile/${profileId}/proof/demo-bio`, { bio: 'vigil-owned-now' }],
      ] as const) {
        const res = await call(method, url, who, payload);
        expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
      }
      // Person page: the victim's badge is not published as the attacker's.
      const page = await call('PUT', '/api/person-page', who, {
        handle: `mallory-${Date.now().toString(36)}`,
        enabled: true,
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<PersonPage>().profiles.map((p) => p.id)).not.toContain(profileId);
    }
    // The data export holds neither the profile nor its payment.
    const data = await exportOf(attacker);
    expect(data.profiles.map((p) => p.id)).not.toContain(profileId);
    expect(data.payments.map((p) => p.profileId)).not.toContain(profileId);

    // Deleting the attacker's account does not revoke (or blank) the victim's badge.
    expect(
      (await call('DELETE', '/api/accounts/current', attacker, { password: attacker.password }))
        .statusCode,
    ).toBe(204);
    const badge = await t.app.inject({ url: `/api/profile/${profileId}` });
    expect(badge.json()).toMatchObject({ status: 'unlocked', username: 'victim_handle' });
  });

  test('a verified account whose address a profile names does not own a profile someone else submitted signed in', async () => {
    const submitter = await signIn(t.app, 'user');
    const other = await signIn(t.app, 'user');
    // Signed in, the submitter types the other account's address as the contact address.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(submitter.token),
      payload: profileForm(
        validFields({ email: other.email, platform: 'instagram', username: 'sub_handle' }),
        { data: await pngBuffer() },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ profile_id: string }>().profile_id;
    expect((await call('GET', `/api/profile/${id}/proof`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/profile/${id}/proof`, submitter)).statusCode).toBe(200);
  });

  test('the change lands only after the link: single use, the old address told, the address re-checked', async () => {
    const me = await signIn(t.app, 'user');
    const target = uniqueEmail('moved');
    // An anonymous profile of the new address: claimed once the address is proven.
    const { profile_id } = await createProfile(t.app, { email: target, platform: 'instagram' });
    expect((await changeEmail(me, target)).statusCode).toBe(200);
    expect((await call('GET', '/api/accounts/current', me)).json()).toMatchObject({
      email: me.email,
      emailVerified: true,
      pendingEmail: target,
    });
    // Sign-in still works with the old address only.
    await login(t.app, me.email, me.password);
    const newLogin = await postLogin(t.app, target, me.password);
    expect(newLogin.statusCode).toBe(401);
    // The old address is told, with the way out.
    const [notice] = await outboxFor(t.app, me.email);
    expect(notice?.body).toContain(target);
    expect(notice?.body).toMatch(/reset your password/);
    expect((await call('GET', `/api/profile/${profile_id}/proof`, me)).statusCode).toBe(404);

    const token = await confirmLink(target);
    expect(token.length).toBeGreaterThan(20);
    const ok = await confirm(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', '/api/accounts/current', me)).json()).toMatchObject({
      email: target,
      emailVerified: true,
      pendingEmail: null,
    });
    // Single use.
    const again = await confirm(token);
    expectError(again, 400, 'INVALID_TOKEN');
    // The proven address claims the anonymous profile submitted with it.
    expect((await call('GET', `/api/profile/${profile_id}/proof`, me)).statusCode).toBe(200);
    await login(t.app, target, me.password);
  });

  test('the first verification of an address claims the profiles submitted with it before', async () => {
    const email = uniqueEmail('later');
    const { profile_id } = await createProfile(t.app, { email, platform: 'instagram' });
    await registerAndVerify(t.app, email, 'later-password-1');
    const me = {
      ...(await login(t.app, email, 'later-password-1')),
      email,
      password: '',
      role: 'user' as const,
    };
    expect((await call('GET', `/api/profile/${profile_id}/proof`, me)).statusCode).toBe(200);
    // The control for the payments check above: the owner does see the badge payment.
    await payOnDemo(t.app, profile_id);
    const payments = (await call('GET', '/api/payments', me)).json<PaymentPage>();
    expect(payments.items.map((p) => p.subject_id)).toContain(profile_id);
  });

  test('a link for an address another account took meanwhile is refused; the account keeps its address', async () => {
    const me = await signIn(t.app, 'user');
    const target = uniqueEmail('raced');
    expect((await changeEmail(me, target)).statusCode).toBe(200);
    const token = await confirmLink(target);
    await registerAndVerify(t.app, target, 'another-password-1');
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect((await call('GET', '/api/accounts/current', me)).json()).toMatchObject({
      email: me.email,
      emailVerified: true,
    });
  });

  test('an expired link changes nothing', async () => {
    const me = await signIn(t.app, 'user');
    const target = uniqueEmail('late');
    expect((await changeEmail(me, target)).statusCode).toBe(200);
    const token = await confirmLink(target);
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await call('GET', '/api/accounts/current', me)).json()).toMatchObject({
      email: me.email,
    });
  });
});

describe('finding 1.2 (erasure by a pattern of an address the user chose)', () => {
  test('an account whose address is inside another’s deletes none of the other’s messages or audit details', async () => {
    const password = 'eraser-password-1';
    const mine = uniqueEmail('a');
    await registerAndVerify(t.app, mine, password);
    const me = {
      ...(await login(t.app, mine, password)),
      email: mine,
      password,
      role: 'user' as const,
    };
    const victim = `x${mine.replace('@example.test', '@example.testx')}`;
    const victimMobile = '+4917099988877';
    // The eraser typed the victim's mobile number (never verified).
    const user = (await t.app.services.auth.findUserByEmail(mine))!;
    await t.app.database.db
      .update(users)
      .set({ mobileNo: victimMobile })
      .where(eq(users.id, user.id));
    const db = t.app.database.db;
    const [mail] = await db
      .insert(outboxMessages)
      .values({ channel: 'email', recipient: victim, subject: 'hi', body: `Hello ${victim}` })
      .returning();
    const [sms] = await db
      .insert(outboxMessages)
      .values({ channel: 'sms', recipient: victimMobile, body: 'Your code is 123456' })
      .returning();
    const [entry] = await db
      .insert(auditLog)
      .values({
        actorId: null,
        action: 'account.registration',
        subjectType: 'user',
        subjectId: 'someone-else',
        details: { note: `changed to ${victim}` },
      })
      .returning();

    expect(
      (await call('DELETE', '/api/accounts/current', me, { password: me.password })).statusCode,
    ).toBe(204);

    const left = await db.select().from(outboxMessages);
    expect(left.map((m) => m.id)).toEqual(expect.arrayContaining([mail!.id, sms!.id]));
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(kept?.details).toEqual({ note: `changed to ${victim}` });
    // Its own verified address's messages went.
    expect(await outboxFor(t.app, mine)).toEqual([]);
  });
});

describe('finding 3.4 (POST /api/profile told whether an address has a profile)', () => {
  test('a second submission with an address answers exactly like the first', async () => {
    const taken = uniqueEmail('taken');
    await createProfile(t.app, { email: taken });
    const shape = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile',
        payload: profileForm(validFields({ email: email.toUpperCase() }), {
          data: await pngBuffer(),
        }),
      });
      const body = res.json<Record<string, unknown>>();
      return { status: res.statusCode, keys: Object.keys(body).sort(), status_: body.status };
    };
    const known = await shape(taken);
    const unknown = await shape(uniqueEmail('fresh'));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(201);
    // The owner of the address hears of it by mail, as with every submission.
    expect((await outboxFor(t.app, taken)).length).toBe(2);
  });
});
