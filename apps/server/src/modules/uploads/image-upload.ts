import { UPLOAD_MAX_BYTES } from '@vigil/shared';
// The request's multipart methods (`isMultipart`, `parts`) are declared by the plugin's types.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Storage, StoredExt } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { nulRefused } from '../../plugins/input-guards';
import { hasNul } from '../../plugins/json-guard';

/** More pixels than any phone screenshot; stops decompression bombs that fit in 8 MB. */
const MAX_INPUT_PIXELS = 50_000_000;

const TOO_LARGE = `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB (Maximal 8 MB pro Datei).`;
const WRONG_TYPE = 'Only PNG or JPEG images are allowed (Nur PNG- oder JPEG-Dateien sind erlaubt).';

/** A multipart form: its text fields and, if sent, the one file. */
export type MultipartForm = {
  fields: Record<string, string>;
  file: { buffer: Buffer; filename: string } | undefined;
};

/** Turns the multipart plugin's errors into our codes with a message a person can act on. */
/**
 * @fastify/multipart's and busboy's errors as the client's error replies; `tooLarge` words the
 * 413 of a file over its limit. AppErrors pass through.
 */
export function multipartError(err: unknown, tooLarge: string): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION_FAILED', 'Send one file only.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION_FAILED', 'The form has too many fields.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('VALIDATION_FAILED', 'The multipart form could not be read.');
  }
  // busboy's own parse errors ("Unexpected end of form", malformed headers) carry no status.
  if (err instanceof Error && !code) {
    return new AppError(
      'VALIDATION_FAILED',
      `The multipart form could not be read: ${err.message}`,
    );
  }
  return err;
}

/**
 * Reads a whole multipart request: text fields plus at most one file in `fileField`, capped at
 * {@link UPLOAD_MAX_BYTES} (413 above that). The file is buffered: 8 MB is small, and the bytes
 * are decoded by sharp anyway.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  opts: { fileField: string },
): Promise<MultipartForm> {
  if (!req.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  try {
    const parts = req.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 25 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== opts.fileField) {
          throw new AppError(
            'VALIDATION_FAILED',
            `Unexpected file field '${part.fieldname}': send the image as '${opts.fileField}'.`,
          );
        }
        file = { buffer: await part.toBuffer(), filename: part.filename };
      } else {
        if (part.valueTruncated) {
          throw new AppError('VALIDATION_FAILED', `body.${part.fieldname}: the value is too long`);
        }
        const value = String(part.value);
        if (hasNul(value) || hasNul(part.fieldname)) throw nulRefused(`body.${part.fieldname}`);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    throw multipartError(err, TOO_LARGE);
  }
  return { fields, file };
}

/**
 * The one upload pipeline: real PNG or JPEG by magic bytes (whatever the declared type or
 * name), decoded and re-encoded with sharp (EXIF orientation applied first, every metadata
 * block dropped), stored under a random name.
 */
export function createImageUploads(deps: { storage: Storage }) {
  async function normalize(input: Buffer): Promise<{ data: Buffer; ext: StoredExt }> {
    if (input.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
    if (input.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    const type = await fileTypeFromBuffer(input);
    if (type?.mime !== 'image/png' && type?.mime !== 'image/jpeg') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_TYPE);
    }
    try {
      const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      if (type.mime === 'image/png') {
        return { data: await image.png({ compressionLevel: 6 }).toBuffer(), ext: 'png' };
      }
      return { data: await image.jpeg({ quality: 88 }).toBuffer(), ext: 'jpg' };
    } catch {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The image could not be read. Upload an intact PNG or JPEG file.',
      );
    }
  }

  return {
    normalize,
    /** Checks, re-encodes and stores an image; returns the stored file name. */
    async storeImage(input: Buffer): Promise<string> {
      const { data, ext } = await normalize(input);
      return deps.storage.put(data, ext);
    },
  };
}
export type ImageUploads = ReturnType<typeof createImageUploads>;
