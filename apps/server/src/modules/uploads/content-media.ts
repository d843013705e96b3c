import { Readable } from 'node:stream';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_THUMBNAIL_SIZE,
  CONTENT_VIDEO_MAX_BYTES,
} from '@vigil/shared';
// The request's multipart methods (`isMultipart`, `parts`) are declared by the plugin's types.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  StoredFileTooLarge,
  type Storage,
  type StoredExt,
} from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { nulRefused } from '../../plugins/input-guards';
import { hasNul } from '../../plugins/json-guard';
import { multipartError } from './image-upload';

/** As for screenshots: more pixels than any photo needs; stops decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Bytes read before the type is decided (file-type needs at most 4,100 for these kinds). */
const SNIFF_BYTES = 4100;

const IMAGE_TOO_LARGE = 'Images may be at most 8 MB.';
const VIDEO_TOO_LARGE = 'Videos may be at most 200 MB.';
const WRONG_TYPE = 'Only PNG, JPEG or WebP images and MP4 or WebM videos are allowed.';
const UNREADABLE = 'The image could not be read. Upload an intact PNG, JPEG or WebP file.';

type Kind = { kind: 'image' | 'video'; mime: string; ext: StoredExt };
const KINDS: Record<string, Kind> = {
  'image/png': { kind: 'image', mime: 'image/png', ext: 'png' },
  'image/jpeg': { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  'image/webp': { kind: 'image', mime: 'image/webp', ext: 'webp' },
  'video/mp4': { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  'video/webm': { kind: 'video', mime: 'video/webm', ext: 'webm' },
};

/** A per-user storage quota for one upload: the bytes still free, and the refusal past them. */
export type UploadQuota = { remainingBytes: number; refuse: () => AppError };

/** What one content upload stored. */
export type StoredMedia = {
  kind: 'image' | 'video';
  mime: string;
  name: string;
  thumbnailName: string | null;
  size: number;
};

/** The type by content: the first bytes decide, never the declared type or the name. */
export async function sniffMedia(head: Buffer): Promise<Kind> {
  const type = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  // file-type calls QuickTime/M4V files video/quicktime or video/x-m4v: not accepted.
  const kind = type ? KINDS[type.mime] : undefined;
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_TYPE);
  return kind;
}

/**
 * Re-encodes an image in its own format (EXIF orientation applied first; EXIF, XMP, ICC and
 * every other metadata block dropped, trailing bytes of a polyglot gone) and makes the
 * 500×500 WebP thumbnail (cover crop; JPEG shrink-on-load keeps an 8 MB photo fast).
 */
export async function encodeImage(
  input: Buffer,
  kind: Kind,
): Promise<{ data: Buffer; thumbnail: Buffer }> {
  try {
    const open = () =>
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      kind.ext === 'png'
        ? open().png({ compressionLevel: 6 })
        : kind.ext === 'webp'
          ? open().webp({ quality: 85 })
          : open().jpeg({ quality: 88, mozjpeg: false });
    const [data, thumbnail] = await Promise.all([encoded.toBuffer(), thumbnailOf(input)]);
    return { data, thumbnail };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNREADABLE);
  }
}

/**
 * The 500×500 WebP thumbnail (cover crop, EXIF orientation applied, no metadata). Made from
 * the upload itself so JPEG shrink-on-load decodes an 8 MB photo at a fraction of its size.
 */
export function thumbnailOf(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(CONTENT_THUMBNAIL_SIZE, CONTENT_THUMBNAIL_SIZE, { fit: 'cover' })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}

/** The first `n` bytes of a stream (fewer at its end) and the rest of it, unread. */
async function splitHead(stream: Readable, n: number): Promise<{ head: Buffer; rest: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (size < n) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = next.value as Buffer;
    chunks.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { head, rest: Readable.from(rest(), { objectMode: false }) };
}

async function readAll(first: Buffer, rest: Readable, max: number): Promise<Buffer> {
  const chunks = [first];
  let size = first.length;
  if (size > max) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
  for await (const chunk of rest) {
    size += (chunk as Buffer).length;
    if (size > max) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function mapError(err: unknown): unknown {
  if (err instanceof StoredFileTooLarge) return new AppError('PAYLOAD_TOO_LARGE', VIDEO_TOO_LARGE);
  return multipartError(err, VIDEO_TOO_LARGE);
}

/**
 * The content upload pipeline (issue 12): a multipart form whose text fields come first and
 * whose one file part is `file`. The type is sniffed from the first bytes; an image (PNG, JPEG,
 * WebP, ≤ 8 MB) is read, re-encoded and stored with its thumbnail; a video (MP4, WebM,
 * ≤ 200 MB) streams into the store with constant memory and is never buffered. Anything that
 * fails leaves nothing stored. `store` receives the fields and what was stored, and its
 * result is returned; if it throws, the stored files are removed.
 */
export function createContentMedia(deps: {
  storage: Storage;
  /** Tests lower the limits; the product uses 8 MB and 200 MB. */
  limits?: { imageBytes: number; videoBytes: number };
}) {
  const { storage } = deps;
  const imageMax = deps.limits?.imageBytes ?? CONTENT_IMAGE_MAX_BYTES;
  const videoMax = deps.limits?.videoBytes ?? CONTENT_VIDEO_MAX_BYTES;

  /** Sniffs, checks and stores one file stream; errors are our AppErrors. */
  async function storeFile(file: Readable, quota?: UploadQuota): Promise<StoredMedia> {
    try {
      return await storeFileUnmapped(file, quota);
    } catch (err) {
      throw mapError(err);
    }
  }

  async function storeFileUnmapped(file: Readable, quota?: UploadQuota): Promise<StoredMedia> {
    const { head, rest } = await splitHead(file, SNIFF_BYTES);
    if (head.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
    let kind: Kind;
    try {
      kind = await sniffMedia(head);
      // A full quota refuses before anything is written.
      if (quota && quota.remainingBytes < head.length) throw quota.refuse();
    } catch (err) {
      rest.resume(); // let the request finish so the reply can be read
      throw err;
    }
    if (kind.kind === 'video') {
      // The store stops (and removes) a stream past the smaller of the two limits.
      const limit = Math.min(videoMax, quota?.remainingBytes ?? Infinity);
      const stored = await storage
        .putStream(
          Readable.from(
            (async function* () {
              yield head;
              yield* rest;
            })(),
            { objectMode: false },
          ),
          kind.ext,
          { maxBytes: limit },
        )
        .catch((err: unknown) => {
          if (err instanceof StoredFileTooLarge && quota && limit < videoMax) {
            rest.resume();
            throw quota.refuse();
          }
          throw err;
        });
      // The multipart parser stops a file at its limit without an error of its own.
      if ((file as Readable & { truncated?: boolean }).truncated) {
        await storage.delete(stored.name);
        throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_TOO_LARGE);
      }
      return {
        kind: 'video',
        mime: kind.mime,
        name: stored.name,
        thumbnailName: null,
        size: stored.size,
      };
    }
    const input = await readAll(head, rest, imageMax);
    const { data, thumbnail } = await encodeImage(input, kind);
    if (quota && data.length > quota.remainingBytes) throw quota.refuse();
    const name = await storage.put(data, kind.ext);
    try {
      const thumbnailName = await storage.put(thumbnail, 'webp');
      return { kind: 'image', mime: kind.mime, name, thumbnailName, size: data.length };
    } catch (err) {
      await storage.delete(name);
      throw err;
    }
  }

  return {
    storeFile,
    /** Reads the multipart request: fields, then one `file`; see {@link createContentMedia}. */
    async receive<T>(
      req: FastifyRequest,
      store: (fields: Record<string, string>, media: StoredMedia) => Promise<T>,
      quota?: UploadQuota,
    ): Promise<T> {
      if (!req.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
      }
      const fields: Record<string, string> = {};
      let media: StoredMedia | undefined;
      try {
        const parts = req.parts({
          limits: {
            fileSize: videoMax + 1,
            files: 1,
            fields: 10,
            fieldSize: 8 * 1024,
            parts: 12,
          },
        });
        for await (const part of parts) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              throw new AppError(
                'VALIDATION_FAILED',
                `Unexpected file field '${part.fieldname}': send the file as 'file'.`,
              );
            }
            media = await storeFile(part.file, quota);
          } else {
            if (part.valueTruncated) {
              throw new AppError(
                'VALIDATION_FAILED',
                `body.${part.fieldname}: the value is too long`,
              );
            }
            const value = String(part.value);
            if (hasNul(value) || hasNul(part.fieldname)) throw nulRefused(`body.${part.fieldname}`);
            fields[part.fieldname] = value;
          }
        }
      } catch (err) {
        if (media) await removeMedia(media);
        throw mapError(err);
      }
      if (!media) throw new AppError('VALIDATION_FAILED', "body.file: send the file as 'file'");
      try {
        return await store(fields, media);
      } catch (err) {
        await removeMedia(media);
        throw err;
      }
    },
  };

  async function removeMedia(media: StoredMedia) {
    await storage.delete(media.name);
    if (media.thumbnailName) await storage.delete(media.thumbnailName);
  }
}
export type ContentMedia = ReturnType<typeof createContentMedia>;
