import type { Readable } from 'node:stream';

/** File kinds the product stores; the extension decides the served content type. */
export type StoredExt = 'png' | 'jpg' | 'webp' | 'mp4' | 'webm' | 'zip';

export const contentTypeOf: Record<StoredExt, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  zip: 'application/zip',
};

/** A stored file, opened for reading. */
export type StoredFile = {
  stream: Readable;
  size: number;
  contentType: string;
};

/** One entry of {@link Storage.list}. */
export type StoredEntry = { name: string; size: number; modifiedAt: Date };

/**
 * Thrown by {@link Storage.putStream} when the source is longer than `maxBytes`; nothing is
 * kept. Callers map it to `PAYLOAD_TOO_LARGE`.
 */
export class StoredFileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'StoredFileTooLarge';
  }
}

/**
 * Where uploaded files live. Names are chosen by the store (random, unguessable) and are the
 * only handle: callers never pass paths. Implementations must answer `null` / do nothing for a
 * name they did not issue, so that a hostile name can never reach outside the store.
 */
export type Storage = {
  readonly kind: 'local' | 's3';
  /** Stores the bytes and returns the new random file name (`<hex>.<ext>`). */
  put: (data: Buffer, ext: StoredExt) => Promise<string>;
  /**
   * Streams `source` into the store with constant memory and returns the new name and the
   * byte count. More than `maxBytes` → {@link StoredFileTooLarge} and nothing is kept; a source
   * that fails mid-way leaves nothing behind either.
   */
  putStream: (
    source: Readable,
    ext: StoredExt,
    opts: { maxBytes: number },
  ) => Promise<{ name: string; size: number }>;
  /** The file, or null for an unknown or malformed name. */
  get: (filename: string) => Promise<StoredFile | null>;
  /** Removes the file; unknown names are ignored. */
  delete: (filename: string) => Promise<void>;
  /** Every file the store issued (names of the {@link STORED_NAME} shape only), in no order. */
  list: () => AsyncIterable<StoredEntry>;
  /** Throws when the store cannot be written (readiness). */
  ping: () => Promise<void>;
};

/** The shape of every name a store issues: 32 hex digits and a known extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|mp4|webm|zip)$/;

export function parseStoredName(filename: string): { ext: StoredExt } | null {
  const match = STORED_NAME.exec(filename);
  return match ? { ext: match[1] as StoredExt } : null;
}
