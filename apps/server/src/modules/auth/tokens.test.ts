import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { createTokenSigner } from './tokens';

const user = { id: randomUUID(), email: 'a@vigil.test', role: 'user' as const };
const secret = 'x'.repeat(48);

test('a verified token keeps verifying until its expiry, then never again', async () => {
  let clock = Date.now();
  const signer = createTokenSigner({ secret, ttlSeconds: 60, now: () => clock });
  const sid = randomUUID();
  const token = await signer.signAccess(user, sid);
  expect((await signer.verifyAccess(token))?.sid).toBe(sid);
  // The second check is answered from the memo: same claims.
  expect((await signer.verifyAccess(token))?.sub).toBe(user.id);
  clock += 61_000;
  expect(await signer.verifyAccess(token)).toBeNull();
  expect(await signer.verifyAccess(token)).toBeNull();
});

test('a token that differs by one character is checked afresh and refused', async () => {
  const signer = createTokenSigner({ secret });
  const token = await signer.signAccess(user, randomUUID());
  expect(await signer.verifyAccess(token)).not.toBeNull();
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  expect(await signer.verifyAccess(token.slice(0, -1) + last)).toBeNull();
});

test('a token signed with another secret is refused even after a valid one was seen', async () => {
  const ours = createTokenSigner({ secret });
  const theirs = createTokenSigner({ secret: 'y'.repeat(48) });
  await ours.verifyAccess(await ours.signAccess(user, randomUUID()));
  expect(await ours.verifyAccess(await theirs.signAccess(user, randomUUID()))).toBeNull();
});
