import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import {
  STORED_NAME,
  StoredFileTooLarge,
  type Storage,
} from '../../src/integrations/storage/storage';

/**
 * The behaviour every storage adapter promises (local folder, S3): one suite, run against each
 * adapter by its own test file.
 */
export function describeStorageContract(name: string, open: () => Promise<Storage>) {
  describe(`${name} storage contract`, () => {
    test('put then get returns the same bytes with the type of the extension', async () => {
      const storage = await open();
      const name = await storage.put(Buffer.from('png bytes'), 'png');
      expect(name).toMatch(STORED_NAME);
      const file = await storage.get(name);
      expect(file?.contentType).toBe('image/png');
      expect(file?.size).toBe(9);
      expect((await buffer(file!.stream)).toString()).toBe('png bytes');
    });

    test('putStream stores a streamed source and counts its bytes', async () => {
      const storage = await open();
      const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
      const { name, size } = await storage.putStream(Readable.from(chunks), 'mp4', {
        maxBytes: 2 * 1024 * 1024,
      });
      expect(size).toBe(64 * 16 * 1024);
      const file = await storage.get(name);
      expect(file?.contentType).toBe('video/mp4');
      expect(Buffer.compare(await buffer(file!.stream), Buffer.concat(chunks))).toBe(0);
    });

    test('putStream refuses a source over the limit and keeps nothing', async () => {
      const storage = await open();
      const before = await names(storage);
      const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1024, 1));
      await expect(
        storage.putStream(Readable.from(chunks), 'webm', { maxBytes: 5000 }),
      ).rejects.toBeInstanceOf(StoredFileTooLarge);
      expect(await names(storage)).toEqual(before);
    });

    test('putStream keeps nothing when the source fails mid-way', async () => {
      const storage = await open();
      const before = await names(storage);
      async function* failing() {
        yield Buffer.alloc(1024, 2);
        throw new Error('client went away');
      }
      await expect(
        storage.putStream(Readable.from(failing()), 'webp', { maxBytes: 1e6 }),
      ).rejects.toThrow('client went away');
      expect(await names(storage)).toEqual(before);
    });

    test('list names every stored file; delete removes one', async () => {
      const storage = await open();
      const a = await storage.put(Buffer.from('a'), 'jpg');
      const b = await storage.put(Buffer.from('bb'), 'zip');
      const listed = new Map<string, number>();
      for await (const e of storage.list()) {
        expect(e.modifiedAt).toBeInstanceOf(Date);
        listed.set(e.name, e.size);
      }
      expect(listed.get(a)).toBe(1);
      expect(listed.get(b)).toBe(2);
      await storage.delete(a);
      expect(await storage.get(a)).toBeNull();
      expect(await names(storage)).not.toContain(a);
    });

    test('unknown and hostile names answer null and delete nothing', async () => {
      const storage = await open();
      const kept = await storage.put(Buffer.from('keep'), 'png');
      for (const bad of ['../etc/passwd', `${'0'.repeat(32)}.png`, 'x.png', `${kept}/..`]) {
        expect(await storage.get(bad)).toBeNull();
        await storage.delete(bad);
      }
      expect(await storage.get(kept)).not.toBeNull();
    });

    test('ping passes on a writable store', async () => {
      const storage = await open();
      await expect(storage.ping()).resolves.toBeUndefined();
    });
  });
}

async function names(storage: Storage) {
  const all: string[] = [];
  for await (const e of storage.list()) all.push(e.name);
  return all.sort();
}
