import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { contentTypeOf, parseStoredName, type Storage } from './storage';

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
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      // `wx`: never overwrite, even in the (2^-128) case of a collision.
      await writeFile(join(dir, name), data, { flag: 'wx', mode: 0o640 });
      return name;
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
