import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { access, mkdir, opendir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  contentTypeOf,
  parseStoredName,
  StoredFileTooLarge,
  type Storage,
  type StoredExt,
} from './storage';

/** A pass-through that counts bytes and fails the pipeline once `maxBytes` is exceeded. */
export function byteLimit(maxBytes: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) done(new StoredFileTooLarge(maxBytes));
      else done(null, chunk);
    },
  });
  return { counter, size: () => size };
}

const newName = (ext: StoredExt) => `${randomBytes(16).toString('hex')}.${ext}`;

/**
 * Default store: files in `DATA_DIR/uploads`, outside the web root, written with a random
 * name. Only names matching {@link parseStoredName} are ever joined to the folder, so no path
 * traversal is possible.
 */
export function createLocalStorage(opts: { dir: string }): Storage {
  const dir = resolve(opts.dir);
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));

  return {
    kind: 'local',
    async put(data, ext) {
      await ensureDir();
      const name = newName(ext);
      // `wx`: never overwrite, even in the (2^-128) case of a collision.
      await writeFile(join(dir, name), data, { flag: 'wx', mode: 0o640 });
      return name;
    },
    async putStream(source, ext, { maxBytes }) {
      await ensureDir();
      const name = newName(ext);
      const path = join(dir, name);
      const limit = byteLimit(maxBytes);
      const file = createWriteStream(path, { flags: 'wx', mode: 0o640 });
      try {
        await pipeline(source, limit.counter, file);
      } catch (err) {
        // A source that goes over the limit within its first chunks fails the pipeline while the
        // file is still being opened (writes wait in the stream's buffer); the stream creates it
        // and then closes. Removing it before that 'close' would leave the file behind.
        if (!file.closed) await once(file, 'close').catch(() => undefined);
        await rm(path, { force: true });
        throw err;
      }
      return { name, size: limit.size() };
    },
    async get(filename) {
      const parsed = parseStoredName(filename);
      if (!parsed) return null;
      const path = join(dir, filename);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return {
          stream: createReadStream(path),
          size: info.size,
          contentType: contentTypeOf[parsed.ext],
        };
      } catch {
        return null;
      }
    },
    async *list() {
      await ensureDir();
      for await (const entry of await opendir(dir)) {
        if (!entry.isFile() || !parseStoredName(entry.name)) continue;
        try {
          const info = await stat(join(dir, entry.name));
          yield { name: entry.name, size: info.size, modifiedAt: info.mtime };
        } catch {
          // Deleted between the listing and the stat: not there any more.
        }
      }
    },
    async ping() {
      await ensureDir();
      await access(dir, constants.W_OK);
    },
    async delete(filename) {
      if (!parseStoredName(filename)) return;
      await rm(join(dir, filename), { force: true });
    },
  };
}
