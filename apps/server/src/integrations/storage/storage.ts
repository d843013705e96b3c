import type { Readable } from 'node:stream';

/** File kinds the product stores; the extension decides the served content type. */
export type StoredExt = 'png' | 'jpg' | 'zip';

export const contentTypeOf: Record<StoredExt, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  zip: 'application/zip',
};

/** A stored file, opened for reading. */
export type StoredFile = {
  stream: Readable;
  size: number;
  contentType: string;
};

/**
 * Where uploaded files live. Names are chosen by the store (random, unguessable) and are the
 * only handle: callers never pass paths. Implementations must answer `null` / do nothing for a
 * name they did not issue, so that a hostile name can never reach outside the store.
 */
export type Storage = {
  readonly kind: 'local';
  /** Stores the bytes and returns the new random file name (`<hex>.<ext>`). */
  put: (data: Buffer, ext: StoredExt) => Promise<string>;
  /** The file, or null for an unknown or malformed name. */
  get: (filename: string) => Promise<StoredFile | null>;
  /** Removes the file; unknown names are ignored. */
  delete: (filename: string) => Promise<void>;
  /** Throws when the store cannot be written (readiness). */
  ping: () => Promise<void>;
};

/** The shape of every name a store issues: 32 hex digits and a known extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|zip)$/;

export function parseStoredName(filename: string): { ext: StoredExt } | null {
  const match = STORED_NAME.exec(filename);
  return match ? { ext: match[1] as StoredExt } : null;
}
