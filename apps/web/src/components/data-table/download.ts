import type { ExportFormat } from '@vigil/shared/list-query';
import { apiResponse } from '../../lib/api-client';

/** How far a download is: bytes received and, when the server said, the total. */
export type DownloadProgress = { received: number; total: number | null };

/** The server answered, but not with the file asked for (e.g. a list endpoint without export). */
export class WrongExportTypeError extends Error {
  constructor(readonly format: ExportFormat) {
    super(`The reply is not ${format}`);
    this.name = 'WrongExportTypeError';
  }
}

const ACCEPT: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json' };

/** `attachment; filename="x.csv"` or RFC 5987 `filename*=UTF-8''x.csv` → `x.csv`. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/**
 * Downloads a whole list from its endpoint (`…?format=csv|json`) with the session's bearer
 * token, reading the body as a stream so the caller can show progress: against Content-Length
 * when the server sends it (and it is the real size: a compressed reply has fewer bytes on the
 * wire than arrive, then only the received bytes are known), otherwise the bytes received.
 */
export async function downloadList(
  path: string,
  format: ExportFormat,
  opts: { signal?: AbortSignal; onProgress?: (p: DownloadProgress) => void } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await apiResponse(path, { signal: opts.signal, accept: ACCEPT[format] });
  const type = res.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes(format)) throw new WrongExportTypeError(format);
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: BlobPart[] = [];
  let received = 0;
  opts.onProgress?.({ received, total });
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      opts.onProgress?.({ received, total: total !== null && received <= total ? total : null });
    }
  } else {
    const buffer = await res.arrayBuffer();
    chunks.push(buffer);
    received = buffer.byteLength;
    opts.onProgress?.({ received, total });
  }
  return {
    blob: new Blob(chunks, { type: type || ACCEPT[format] }),
    fileName: fileNameFrom(res.headers.get('content-disposition')),
  };
}

/** Hands a downloaded file to the browser's download manager. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; release the memory once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
