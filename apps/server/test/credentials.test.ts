import { generateKeyPairSync } from 'node:crypto';
import { credentialInfoSchema, credentialVerifyReplySchema } from '@vigil/shared';
import {
  SignJWT,
  compactVerify,
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
} from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { statusBit } from '../src/modules/credentials/credentials.service';
import { BADGE_TEST_ENV, auditRows, createProfile, unlockedProfile } from './badge-helpers';
import { errorOf, signIn, type Principal, useTestApp, requestAs } from './helper';

const t = useTestApp({ env: BADGE_TEST_ENV });
let admin: Principal;
let user: Principal;
beforeAll(async () => {
  [admin, user] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'user')]);
});

const download = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/profile/${id}/credential` });
const verify = async (credential: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credentials/verify',
    payload: { credential },
  });
  expect(res.statusCode, res.body).toBe(200);
  return credentialVerifyReplySchema.parse(res.json());
};
/** Re-encodes a JWS part: what someone editing the file by hand would produce. */
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('the badge as an Open Badges 3.0 credential (vc+jwt)', () => {
  let id: string;
  let jwt: string;

  beforeAll(async () => {
    id = await unlockedProfile(t.app, admin.token, {
      platform: 'instagram',
      username: 'cred_person',
      full_name: 'Clara Credential',
    });
    const res = await download(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/vc+jwt');
    expect(res.headers['content-disposition']).toContain(`vigil-badge-${id}.jwt`);
    jwt = res.body;
  });

  test('is an OpenBadgeCredential with issuer did:web, a status list entry and the profile', () => {
    const header = decodeProtectedHeader(jwt);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc' });
    expect(header.kid).toMatch(/^did:web:vigil\.test#/);
    const vc = decodeJwt(jwt) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads a free JSON document
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.issuer.id).toBe('did:web:vigil.test');
    expect(vc.credentialSubject.type).toEqual(['AchievementSubject']);
    expect(vc.credentialSubject.achievement.type).toEqual(['Achievement']);
    expect(vc.credentialSubject.profile).toMatchObject({
      id,
      username: 'cred_person',
      name: 'Clara Credential',
    });
    expect(vc.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: 'http://vigil.test/api/credentials/status/1',
    });
  });

  test('anyone checks it offline with the published JWKS and the did:web document', async () => {
    const jwks = (await t.app.inject({ url: '/api/verify/jwks' })).json<{ keys: object[] }>();
    const did = await t.app.inject({ url: '/.well-known/did.json' });
    expect(did.headers['content-type']).toContain('application/did+json');
    const doc = did.json<{
      id: string;
      verificationMethod: { id: string; publicKeyJwk: object }[];
    }>();
    expect(doc.id).toBe('did:web:vigil.test');
    expect(doc.verificationMethod[0]!.id).toBe(decodeProtectedHeader(jwt).kid);
    // With the JWKS: the key whose kid (its JWK thumbprint) is the fragment of the header's kid.
    const kid = decodeProtectedHeader(jwt).kid!.split('#')[1];
    const jwk = (jwks.keys as { kid: string }[]).find((k) => k.kid === kid);
    expect(jwk).toBeDefined();
    await expect(
      jwtVerify(jwt, await importJWK(jwk!, 'EdDSA'), { algorithms: ['EdDSA'] }),
    ).resolves.toBeTruthy();
    // And with the key from the DID document.
    const key = await importJWK(doc.verificationMethod[0]!.publicKeyJwk, 'EdDSA');
    await expect(compactVerify(jwt, key)).resolves.toBeTruthy();
  });

  test('downloading again gives the same credential (one per profile), issued once (audited)', async () => {
    expect((await download(id)).body).toBe(jwt);
    expect(await auditRows(t.app, 'credential.issue', id)).toHaveLength(1);
    const info = credentialInfoSchema.parse(
      (await t.app.inject({ url: `/api/profile/${id}/credential/info` })).json(),
    );
    expect(info).toMatchObject({
      state: 'active',
      download_url: `http://vigil.test/api/profile/${id}/credential`,
    });
  });

  test('verify: valid, with what it claims', async () => {
    const r = await verify(jwt);
    expect(r.verdict).toBe('valid');
    expect(r.subject).toMatchObject({ profile_id: id, username: 'cred_person' });
    // The VC 2.0 enveloped form of the same credential is accepted too.
    const enveloped = JSON.stringify({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      type: 'EnvelopedVerifiableCredential',
      id: `data:application/vc+jwt,${jwt}`,
    });
    expect((await verify(enveloped)).verdict).toBe('valid');
  });

  test('verify: altered (claims changed after signing) and forged (another key)', async () => {
    const [h, p, s] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits a free JSON document
    claims.credentialSubject.profile.username = 'someone_else';
    expect((await verify(`${h}.${b64(claims)}.${s}`)).verdict).toBe('altered');

    const { privateKey } = generateKeyPairSync('ed25519');
    const forged = await new SignJWT(decodeJwt(jwt))
      .setProtectedHeader(decodeProtectedHeader(jwt) as { alg: string })
      .sign(privateKey);
    expect((await verify(forged)).verdict).toBe('forged');
    const unknown = await new SignJWT({
      ...decodeJwt(jwt),
      id: 'urn:uuid:00000000-0000-4000-8000-000000000000',
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'did:web:evil.example#k' })
      .sign(privateKey);
    expect((await verify(unknown)).verdict).toBe('forged');
    expect((await verify('not a credential')).verdict).toBe('malformed');
  });

  test('verify: expired after its year', async () => {
    t.clock.advance(366 * 24 * 60 * 60 * 1000);
    try {
      expect((await verify(jwt)).verdict).toBe('expired');
    } finally {
      t.clock.advance(-366 * 24 * 60 * 60 * 1000);
    }
  });

  test('an operator revokes it: audited, the status list bit is set, verify says revoked', async () => {
    const denied = await requestAs(t.app, user, 'POST', `/api/profile/${id}/credential/revoke`, {});
    expect(denied.statusCode).toBe(403);
    const res = await requestAs(t.app, admin, 'POST', `/api/profile/${id}/credential/revoke`, {
      reason: 'Identity doubtful',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(credentialInfoSchema.parse(res.json()).state).toBe('revoked');
    expect(await auditRows(t.app, 'credential.revoke', id)).toHaveLength(1);

    const list = await t.app.inject({ url: '/api/credentials/status/1' });
    expect(list.headers['content-type']).toContain('application/vc+jwt');
    const status = decodeJwt(list.body) as {
      type: string[];
      credentialSubject: { encodedList: string };
    };
    expect(status.type).toContain('BitstringStatusListCredential');
    const index = Number(
      (decodeJwt(jwt) as { credentialStatus: { statusListIndex: string } }).credentialStatus
        .statusListIndex,
    );
    expect(statusBit(status.credentialSubject.encodedList, index)).toBe(true);
    expect((await verify(jwt)).verdict).toBe('revoked');
    expect((await download(id)).statusCode).toBe(404);
    const again = await requestAs(t.app, admin, 'POST', `/api/profile/${id}/credential/revoke`, {});
    expect(errorOf(again).code).toBe('NOT_FOUND');
  });

  test('deleting the profile revokes its credential', async () => {
    const other = await unlockedProfile(t.app, admin.token, {
      platform: 'twitter',
      username: 'del_me',
    });
    const cred = (await download(other)).body;
    expect((await verify(cred)).verdict).toBe('valid');
    const del = await requestAs(t.app, admin, 'DELETE', `/api/delete-profile/${other}`);
    expect(del.statusCode).toBe(200);
    expect((await verify(cred)).verdict).toBe('revoked');
  });

  test('no credential before the badge is unlocked; an unknown status list is 404', async () => {
    const { profile_id } = await createProfile(t.app);
    expect((await download(profile_id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/credentials/status/2' })).statusCode).toBe(404);
  });
});
