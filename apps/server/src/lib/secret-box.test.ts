import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createSecretBox } from './secret-box';

const key = randomBytes(32).toString('base64');

describe('secret box (AES-256-GCM)', () => {
  test('opens what it sealed', () => {
    const box = createSecretBox(key);
    expect(box.open(box.seal('a platform token'))).toBe('a platform token');
  });

  test('finding 3.8 (short GCM tags): a tag cut to 4 bytes is refused', () => {
    const box = createSecretBox(key);
    const [version, iv, body, tag] = box.seal('a platform token').split('.');
    // GCM checks only as many tag bytes as it is given: a 4-byte tag is a 1-in-2^32 forgery.
    const short = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => box.open([version, iv, body, short].join('.'))).toThrow();
  });

  test('finding 3.8 (short GCM tags): every tag shorter than 16 bytes is refused', () => {
    const box = createSecretBox(key);
    const [version, iv, body, tag] = box.seal('x').split('.');
    const full = Buffer.from(tag!, 'base64url');
    for (let n = 1; n < 16; n++) {
      const cut = full.subarray(0, n).toString('base64url');
      expect(() => box.open([version, iv, body, cut].join('.')), `${n} bytes`).toThrow();
    }
  });

  test('a changed ciphertext fails to open', () => {
    const box = createSecretBox(key);
    const [version, iv, body, tag] = box.seal('a platform token').split('.');
    const bytes = Buffer.from(body!, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => box.open([version, iv, bytes.toString('base64url'), tag].join('.'))).toThrow();
  });
});
