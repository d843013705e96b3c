import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  test('an empty environment gives the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      // `npm start` with nothing configured is not production (issue 20 §2).
      NODE_ENV: 'development',
      RATE_LIMIT_MAX: 600,
      LOGIN_RATE_LIMIT_MAX: 30,
      TRUST_PROXY: false,
      MAIL_OUTBOX: false,
      API_DOCS_PUBLIC: false,
      MAIL_FROM: 'Vigil <no-reply@vigil.local>',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  test('PayPal settings come as a set; the API base defaults to the sandbox', () => {
    expect(parseConfig({}).PAYPAL_API_BASE).toBe('https://api-m.sandbox.paypal.com');
    expect(parseConfig({ PAYPAL_API_BASE: '' }).PAYPAL_API_BASE).toBe(
      'https://api-m.sandbox.paypal.com',
    );
    const full = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: 'w' };
    expect(parseConfig(full)).toMatchObject(full);
    expect(() => parseConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    expect(() => parseConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' })).toThrow(
      /PAYPAL_WEBHOOK_ID/,
    );
    expect(() => parseConfig({ PAYPAL_API_BASE: 'not a url' })).toThrow();
  });

  test('Twilio settings come as a set: account, token and a sender (a half-set one is refused)', () => {
    expect(parseConfig({}).TWILIO_API_BASE).toBe('https://api.twilio.com');
    const account = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' };
    expect(parseConfig({ ...account, TWILIO_FROM: '+15005550006' })).toMatchObject(account);
    expect(parseConfig({ ...account, TWILIO_MESSAGING_SERVICE_SID: 'MG1' })).toMatchObject(account);
    expect(() => parseConfig(account)).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(() => parseConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+1' })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
    expect(() => parseConfig({ TWILIO_FROM: '+15005550006' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  test('PUBLIC_BASE_URL defaults to the listening address', () => {
    expect(parseConfig({}).PUBLIC_BASE_URL).toBe('http://127.0.0.1:8080');
    expect(parseConfig({ HOST: '0.0.0.0', PORT: '9000' }).PUBLIC_BASE_URL).toBe(
      'http://0.0.0.0:9000',
    );
  });

  test('PUBLIC_BASE_URL loses its trailing slashes', () => {
    expect(parseConfig({ PUBLIC_BASE_URL: 'https://vigil.example.com///' }).PUBLIC_BASE_URL).toBe(
      'https://vigil.example.com',
    );
    expect(parseConfig({ PUBLIC_BASE_URL: 'https://x.test/app/' }).PUBLIC_BASE_URL).toBe(
      'https://x.test/app',
    );
  });

  test('property: any number of trailing slashes is removed, nothing else changes', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.nat(5),
        (url, n) => {
          const base = url.replace(/\/+$/, '');
          fc.pre(base.length > 0);
          expect(parseConfig({ PUBLIC_BASE_URL: base + '/'.repeat(n) }).PUBLIC_BASE_URL).toBe(base);
        },
      ),
    );
  });

  test('property: every port from 0 to 65535 is accepted as a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65535 }), (port) => {
        expect(parseConfig({ PORT: String(port) }).PORT).toBe(port);
      }),
    );
  });

  test('empty strings count as unset', () => {
    const config = parseConfig({ DATABASE_URL: '', JWT_SECRET: '', PUBLIC_BASE_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.PUBLIC_BASE_URL).toBe('http://127.0.0.1:8080');
  });

  test('numbers and flags are coerced from strings', () => {
    const config = parseConfig({ PORT: '3000', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '5' });
    expect(config).toMatchObject({ PORT: 3000, TRUST_PROXY: true, RATE_LIMIT_MAX: 5 });
  });

  test.each(['abc', '70000', '-1', '80.5'])('an invalid PORT %s throws naming PORT', (port) => {
    expect(() => parseConfig({ PORT: port })).toThrow(/PORT/);
  });

  test('invalid values are all reported, each with its name', () => {
    let message = '';
    try {
      parseConfig({ JWT_SECRET: 'short', LOG_LEVEL: 'loud', PUBLIC_BASE_URL: 'not a url' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['JWT_SECRET', 'LOG_LEVEL', 'PUBLIC_BASE_URL']) {
      expect(message).toContain(name);
    }
  });

  test('S3 storage: the bucket needs both keys; path style follows the endpoint', () => {
    expect(parseConfig({}).S3_BUCKET).toBeUndefined();
    expect(() => parseConfig({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID[\s\S]*S3_SECRET/);
    expect(() => parseConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    const keys = { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(parseConfig(keys)).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(parseConfig({ ...keys, S3_ENDPOINT: 'http://minio:9000' }).S3_FORCE_PATH_STYLE).toBe(
      true,
    );
    expect(
      parseConfig({ ...keys, S3_ENDPOINT: 'http://x:9000', S3_FORCE_PATH_STYLE: 'false' })
        .S3_FORCE_PATH_STYLE,
    ).toBe(false);
  });
});
