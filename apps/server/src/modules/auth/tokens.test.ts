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
  // Not the last character: of its six bits only the top four carry the 32-byte signature, so
  // 'A' → 'B' there can decode to the very same signature (it did, about one run in sixteen).
  const at = token.length - 2;
  const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
  expect(await signer.verifyAccess(changed)).toBeNull();
});

test('a token signed with another secret is refused even after a valid one was seen', async () => {
  const ours = createTokenSigner({ secret });
  const theirs = createTokenSigner({ secret: 'y'.repeat(48) });
  await ours.verifyAccess(await ours.signAccess(user, randomUUID()));
  expect(await ours.verifyAccess(await theirs.signAccess(user, randomUUID()))).toBeNull();
});
