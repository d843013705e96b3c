import { describe, expect, test } from 'vitest';
import { parseConfig } from './config';
import {
  configWarnings,
  parseTrustProxy,
  productionConfigProblems,
  trustProxyOption,
} from './config-checks';

/** Issue 20 §2: a production start refuses what is unsafe, one exact line per problem. */

const SECRET = 'a-production-secret-that-is-long-enough-0123456789';
const QR_KEY = '-----BEGIN PRIVATE KEY-----\\nMC4CAQAwBQYDK2VwBCIEIA==\\n-----END PRIVATE KEY-----';

/** A production environment that passes every check; each row below breaks one part of it. */
const SAFE = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://vigil.example.com',
  SMTP_URL: 'smtp://user:pass@mail.example.com:587',
  JWT_SECRET: SECRET,
  QR_SIGNING_KEY: QR_KEY,
  DATA_DIR: '/srv/vigil',
  TRUST_PROXY: '1',
};

const MAIL =
  'SMTP_URL is not set and MAIL_OUTBOX is not 1: set SMTP_URL to send e-mail, or MAIL_OUTBOX=1 to keep e-mail in the admin Outbox (not sent)';
const jwt = (why: string) =>
  `JWT_SECRET is not set and ${why}: set JWT_SECRET (at least 32 characters, e.g. openssl rand -base64 48), or DATA_DIR to an absolute path on persistent storage`;
const qr = (why: string) =>
  `QR_SIGNING_KEY is not set and ${why}: set QR_SIGNING_KEY (openssl genpkey -algorithm ed25519), or DATA_DIR to an absolute path on persistent storage`;
const BASE_UNSET =
  'PUBLIC_BASE_URL is not set: set it to the https:// address users open (TLS at a reverse proxy)';
const baseHttp = (url: string) =>
  `PUBLIC_BASE_URL (${url}) is not https: set it to the https:// address users open (TLS at a reverse proxy)`;
const TRUST_ALL =
  'TRUST_PROXY=true trusts every X-Forwarded-For hop (a client picks its own IP and passes every per-IP limit): set TRUST_PROXY to the number of proxies in front (e.g. 1) or their addresses/CIDRs';

/** /srv is on ext4, /mnt/ram on tmpfs; the temp folder is /tmp. */
const fileSystemOf = (path: string) => (path.startsWith('/mnt/ram') ? 'tmpfs' : 'ext4');

function problems(env: Record<string, string | undefined>) {
  const defined = Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return productionConfigProblems(parseConfig(defined), {
    env: defined,
    fileSystemOf,
    tmpDir: '/tmp',
  });
}

describe('productionConfigProblems', () => {
  test.each<[string, Record<string, string | undefined>, string[]]>([
    ['the safe production configuration', {}, []],
    ['the outbox, chosen explicitly', { SMTP_URL: undefined, MAIL_OUTBOX: '1' }, []],
    ['finding 2.1: no SMTP_URL and no MAIL_OUTBOX=1', { SMTP_URL: undefined }, [MAIL]],
    ['finding 2.1: MAIL_OUTBOX=0 is no choice', { SMTP_URL: undefined, MAIL_OUTBOX: '0' }, [MAIL]],
    [
      'finding 2.2: generated keys in a DATA_DIR that is not set',
      { JWT_SECRET: undefined, QR_SIGNING_KEY: undefined, DATA_DIR: undefined },
      [jwt('DATA_DIR is not set (default ./data)'), qr('DATA_DIR is not set (default ./data)')],
    ],
    [
      'finding 2.2: a generated JWT secret in a relative DATA_DIR',
      { JWT_SECRET: undefined, DATA_DIR: 'data' },
      [jwt('DATA_DIR (data) is a relative path')],
    ],
    [
      'finding 2.2: a generated QR key under /tmp',
      { QR_SIGNING_KEY: undefined, DATA_DIR: '/tmp/vigil' },
      [qr('DATA_DIR (/tmp/vigil) is a temporary folder')],
    ],
    [
      'finding 2.2: generated keys in /dev/shm',
      { JWT_SECRET: undefined, DATA_DIR: '/dev/shm/vigil' },
      [jwt('DATA_DIR (/dev/shm/vigil) is a temporary folder')],
    ],
    [
      'finding 2.2: generated keys on a tmpfs mount',
      { JWT_SECRET: undefined, QR_SIGNING_KEY: undefined, DATA_DIR: '/mnt/ram/vigil' },
      [
        jwt('DATA_DIR (/mnt/ram/vigil) is on tmpfs (memory)'),
        qr('DATA_DIR (/mnt/ram/vigil) is on tmpfs (memory)'),
      ],
    ],
    [
      'generated keys in an explicit, absolute, persistent DATA_DIR (the Docker image: /data)',
      { JWT_SECRET: undefined, QR_SIGNING_KEY: undefined, DATA_DIR: '/data' },
      [],
    ],
    ['a temporary DATA_DIR is fine when both keys are given', { DATA_DIR: '/tmp/vigil' }, []],
    ['finding 2.2: no PUBLIC_BASE_URL', { PUBLIC_BASE_URL: undefined }, [BASE_UNSET]],
    [
      'finding 2.2: an http PUBLIC_BASE_URL',
      { PUBLIC_BASE_URL: 'http://vigil.example.com/' },
      [baseHttp('http://vigil.example.com')],
    ],
    ['finding 2.3: TRUST_PROXY=true', { TRUST_PROXY: 'true' }, [TRUST_ALL]],
    ['proxy CIDRs', { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, []],
    ['no proxy', { TRUST_PROXY: 'false' }, []],
    [
      'everything at once, in the README order',
      {
        NODE_ENV: 'production',
        PUBLIC_BASE_URL: undefined,
        SMTP_URL: undefined,
        JWT_SECRET: undefined,
        QR_SIGNING_KEY: undefined,
        DATA_DIR: undefined,
        TRUST_PROXY: 'true',
      },
      [
        MAIL,
        jwt('DATA_DIR is not set (default ./data)'),
        qr('DATA_DIR is not set (default ./data)'),
        BASE_UNSET,
        TRUST_ALL,
      ],
    ],
  ])('%s', (_name, change, expected) => {
    expect(problems({ ...SAFE, ...change })).toEqual(expected);
  });

  test.each(['development', 'test', undefined])(
    'NODE_ENV=%s refuses nothing, with nothing configured (npm start)',
    (nodeEnv) => {
      expect(problems({ NODE_ENV: nodeEnv })).toEqual([]);
      expect(problems({ NODE_ENV: nodeEnv, TRUST_PROXY: 'true' })).toEqual([]);
    },
  );

  test('outside production TRUST_PROXY=true starts with a warning; in production it is a refusal', () => {
    expect(configWarnings(parseConfig({ TRUST_PROXY: 'true' }))).toEqual([
      'TRUST_PROXY=true trusts every X-Forwarded-For hop (a client picks its own IP): use a hop count (e.g. 1) or proxy addresses/CIDRs; production refuses true',
    ]);
    expect(configWarnings(parseConfig({ TRUST_PROXY: '1' }))).toEqual([]);
    expect(configWarnings(parseConfig({ ...SAFE, TRUST_PROXY: 'true' }))).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  test.each<[string, unknown]>([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8,172.16.0.0/12', ['10.0.0.0/8', '172.16.0.0/12']],
    ['loopback, fd00::/8', ['loopback', 'fd00::/8']],
  ])('%j is %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  test.each(['yes', '-1', '1.5', '10.0.0.0/33', '::1/129', 'proxy.example.com', '10.0.0.1,'])(
    '%j is refused with what it may be',
    (raw) => {
      expect(() => parseConfig({ TRUST_PROXY: raw })).toThrow(
        /TRUST_PROXY: must be false, a hop count \(e\.g\. 1\) or proxy addresses\/CIDRs/,
      );
    },
  );

  test('a hop count trusts the socket peer and the next hops - 1 entries, no more', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.1', hop))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
