import type { ContentFile, ContentItem } from '@vigil/shared';
import { expect } from 'vitest';
import { pngBuffer } from './badge-helpers';
import { bearer, type TestApp } from './helper';

/** A content item with an uploaded PNG (stored with its thumbnail), as the owner makes it. */
export async function createContentWithImage(
  app: TestApp['app'],
  token: string,
  title = 'Spring collection',
) {
  const form = new FormData();
  form.append('price', '3.50');
  form.append('tags', 'fashion');
  form.append('file', new Blob([new Uint8Array(await pngBuffer(600, 400))]), 'photo.png');
  const upload = await app.inject({
    method: 'POST',
    url: '/api/content/files',
    headers: bearer(token),
    payload: form,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const file = upload.json<ContentFile>();
  const res = await app.inject({
    method: 'POST',
    url: '/api/content',
    headers: bearer(token),
    payload: {
      title,
      text: 'Our new sustainable fashion line: outfits, sneakers and streetwear.',
      tags: 'fashion, mode, ootd',
      language: 'en',
      country: 'US',
      platform: 'instagram',
      additionalPlatforms: '',
      imageFileId: file.id,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const item = res.json<ContentItem>();
  /** The upload store's names of the image and its thumbnail. */
  const storedNames = [file.url, file.thumbnail!].map((u) => u.split('/').pop()!);
  return { item, file, storedNames };
}
