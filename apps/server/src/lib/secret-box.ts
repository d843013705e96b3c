import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A 32-byte key from 64 hex digits or base64 (either alphabet); undefined otherwise. */
export function decodeKey(text: string): Buffer | undefined {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t)
    ? Buffer.from(t, 'hex')
    : Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : undefined;
}

const VERSION = 'v1';
/** GCM checks only as many tag bytes as it is handed: anything but the full 16 is refused. */
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets kept at rest (the platforms' access tokens, PKCE verifiers): a fresh
 * 96-bit IV per value and the authentication tag, so a changed ciphertext fails to open.
 * Format: `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */
export function createSecretBox(keyText: string) {
  const key = decodeKey(keyText);
  if (!key) throw new Error('The encryption key must be 32 bytes (base64 or hex)');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    /** The plain text, or throws when the value was changed or sealed with another key. */
    open(sealed: string): string {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag)
        throw new Error('Not a sealed value');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (tagBytes.length !== TAG_BYTES) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
