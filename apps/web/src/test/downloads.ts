import { vi } from 'vitest';

/**
 * Captures what the browser is asked to save: each click on a download link is stopped and
 * recorded with its file name and the blob behind its object URL. `stop()` ends the capture
 * and gives `URL.createObjectURL` back.
 */
export function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const onClick = (e: MouseEvent) => {
    const a = e.target as HTMLAnchorElement;
    if (a.tagName !== 'A' || !a.download) return;
    e.preventDefault();
    saved.push({ name: a.download, blob: blobs.get(a.getAttribute('href')!)! });
  };
  document.addEventListener('click', onClick, true);
  return {
    saved,
    names: () => saved.map((s) => s.name),
    stop: () => {
      document.removeEventListener('click', onClick, true);
      spy.mockRestore();
    },
  };
}
