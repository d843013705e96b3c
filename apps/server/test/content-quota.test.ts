import type { ContentFile } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import {
  bearer,
  errorOf,
  signIn,
  type Principal,
  useTestApp,
  useSignedIn,
  requestAs,
} from './helper';

/**
 * Issue 20 §4 (content uploads fill the disk): each user's stored content files count against
 * CONTENT_STORAGE_QUOTA_BYTES (default 2 GB; 100 kB = 102,400 bytes here). An upload that would pass it is
 * refused with 413 before anything is kept, and the upload screen reads the usage.
 */
const QUOTA = 100 * 1024;
const t = useTestApp({ env: { CONTENT_STORAGE_QUOTA_BYTES: String(QUOTA) } });
const owner = useSignedIn(t, 'user');
const other = useSignedIn(t, 'user');

const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const mp4 = (size: number) =>
  Buffer.concat([MP4_HEAD, Buffer.from('0000000866726565', 'hex'), Buffer.alloc(size, 7)]);

function upload(who: Principal, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'clip.mp4');
  return requestAs(t.app, who, 'POST', '/api/content/files', form);
}

const usage = async (who: Principal) => {
  const res = await t.app.inject({ url: '/api/content/usage', headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ usedBytes: number; quotaBytes: number }>();
};

async function storedNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const e of t.app.storage.list()) names.push(e.name);
  return names.sort();
}

describe('finding 4.2 (content uploads have no storage quota)', () => {
  test('an upload past the quota is 413 with the usage, and leaves no file behind', async () => {
    expect(await usage(owner)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    const first = await upload(owner, mp4(61_400));
    expect(first.statusCode, first.body).toBe(201);
    const size = first.json<ContentFile>().size;
    expect(await usage(owner)).toEqual({ usedBytes: size, quotaBytes: QUOTA });

    const before = await storedNames();
    const second = await upload(owner, mp4(61_400));
    expect(second.statusCode).toBe(413);
    expect(errorOf(second)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: `This file does not fit in your storage: 60 kB of 100 kB used. Ask an operator for more space.`,
    });
    expect(await storedNames()).toEqual(before);
    expect(await usage(owner)).toEqual({ usedBytes: size, quotaBytes: QUOTA });

    // What still fits is taken; the quota is per user.
    expect((await upload(owner, mp4(30_000))).statusCode).toBe(201);
    expect((await upload(other, mp4(61_400))).statusCode).toBe(201);
  });

  test('uploads racing for the last space: at most the quota is kept, nothing is left over', async () => {
    const racer = await signIn(t.app, 'user');
    const replies = await Promise.all([1, 2, 3].map(() => upload(racer, mp4(40_000))));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 413]);
    const { usedBytes } = await usage(racer);
    expect(usedBytes).toBeLessThanOrEqual(QUOTA);
    const kept = replies.filter((r) => r.statusCode === 201).map((r) => r.json<ContentFile>());
    const names = await storedNames();
    for (const f of kept) expect(names).toContain(f.url.split('/').pop());
    // The refused upload's bytes are gone: every stored file belongs to a saved record.
    const inUse = await t.app.services.content.storedNamesInUse(names);
    expect(names.filter((n) => !inUse.has(n))).toEqual([]);
  });

  test('the usage needs a session', async () => {
    expect((await t.app.inject({ url: '/api/content/usage' })).statusCode).toBe(401);
  });
});
