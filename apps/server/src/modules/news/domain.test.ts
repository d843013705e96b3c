import { normalizeBias, newsUrlSchema } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import { lookupKeys, normalizeNewsDomain } from './domain';

describe('normalizeNewsDomain', () => {
  test.each([
    // [input, host, registrable, lookup keys]
    ['reuters.com', 'reuters.com', 'reuters.com', ['reuters.com']],
    ['https://www.reuters.com/', 'reuters.com', 'reuters.com', ['reuters.com']],
    ['HTTPS://WWW.Reuters.COM', 'reuters.com', 'reuters.com', ['reuters.com']],
    ['reuters.com.', 'reuters.com', 'reuters.com', ['reuters.com']],
    ['http://reuters.com:8080', 'reuters.com', 'reuters.com', ['reuters.com']],
    [
      'https://reuters.com/world?x=1#top',
      'reuters.com',
      'reuters.com',
      ['reuters.com/world', 'reuters.com'],
    ],
    ['https://user:secret@reuters.com', 'reuters.com', 'reuters.com', ['reuters.com']],
    ['www1.cbn.com', 'cbn.com', 'cbn.com', ['cbn.com']],
    // Subdomains fall back to their registrable domain.
    ['https://news.bbc.co.uk', 'news.bbc.co.uk', 'bbc.co.uk', ['news.bbc.co.uk', 'bbc.co.uk']],
    ['edition.cnn.com', 'edition.cnn.com', 'cnn.com', ['edition.cnn.com', 'cnn.com']],
    ['bbc.co.uk', 'bbc.co.uk', 'bbc.co.uk', ['bbc.co.uk']],
    // A private suffix keeps blogs apart from the platform.
    ['myblog.blogspot.com', 'myblog.blogspot.com', 'myblog.blogspot.com', ['myblog.blogspot.com']],
    ['blogspot.com', 'blogspot.com', 'blogspot.com', ['blogspot.com']],
    ['a.b.github.io', 'a.b.github.io', 'b.github.io', ['a.b.github.io', 'b.github.io']],
    // IDN to punycode (Unicode and punycode inputs meet).
    ['https://bücher.de/', 'xn--bcher-kva.de', 'xn--bcher-kva.de', ['xn--bcher-kva.de']],
    ['XN--BCHER-KVA.DE', 'xn--bcher-kva.de', 'xn--bcher-kva.de', ['xn--bcher-kva.de']],
    [
      'https://www.spiegel.de/politik/',
      'spiegel.de',
      'spiegel.de',
      ['spiegel.de/politik', 'spiegel.de'],
    ],
    // A host that is an ICANN suffix itself stays its own key.
    ['nhs.uk', 'nhs.uk', 'nhs.uk', ['nhs.uk']],
  ])('%s', (input, host, registrable, keys) => {
    const d = normalizeNewsDomain(input);
    expect(d?.host).toBe(host);
    expect(d?.registrable).toBe(registrable);
    expect(lookupKeys(d!)).toEqual(keys);
  });

  test.each([
    '',
    '   ',
    'garbage!!',
    'no spaces.com x',
    'localhost',
    'http://localhost:3000',
    '127.0.0.1',
    'http://[::1]/',
    'http://10.0.0.1',
    'ftp://reuters.com',
    'javascript:alert(1)',
    'example.notatld',
    'a..b.com',
    'topinfopost.con',
    `${'a'.repeat(64)}.com`,
  ])('%j is no outlet domain', (input) => {
    expect(normalizeNewsDomain(input)).toBeNull();
  });
});

describe("the URL dialog's check (departs from spec 002 §5's pattern: see docs/decisions/news.md)", () => {
  test.each([
    ['https://reuters.com', 'reuters.com'],
    ['http://reuters.com/', 'reuters.com'],
    ['https://www.reuters.com', 'reuters.com'],
    ['https://news.bbc.co.uk', 'bbc.co.uk'],
    ['https://bücher.de', 'xn--bcher-kva.de'],
    ['https://example.info', 'example.info'],
    // What people paste: any case, paths, queries, fragments, subdomains, ports.
    ['HTTPS://WWW.NYTIMES.COM/', 'nytimes.com'],
    ['https://edition.cnn.com/world/live-news', 'cnn.com'],
    ['https://www.theguardian.com/world/2026/nov/28/story?utm_source=x#top', 'theguardian.com'],
    ['Https://Www.Spiegel.De/politik/', 'spiegel.de'],
    ['https://reuters.com:8080', 'reuters.com'],
    ['https://example.photography/a', 'example.photography'],
  ])('%s is accepted and rated as %s', (url, registrable) => {
    expect(newsUrlSchema.safeParse(url).success).toBe(true);
    expect(normalizeNewsDomain(url)?.registrable).toBe(registrable);
  });

  test.each([
    ['', 'URL is required'],
    ['reuters.com', 'Invalid URL format'],
    ['ftp://reuters.com', 'Invalid URL format'],
    ['https://reuters.c', 'Invalid URL format'],
    ['https://127.0.0.1', 'Invalid URL format'],
    ['https://localhost/news', 'Invalid URL format'],
    ['https://-bad-.com', 'Invalid URL format'],
    ['https://reuters .com', 'Invalid URL format'],
    ['https://', 'Invalid URL format'],
    [`https://reuters.com/${'a'.repeat(2048)}`, 'Invalid URL format'],
  ])('%j is refused: %s', (url, message) => {
    const r = newsUrlSchema.safeParse(url);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('normalizeBias: free-form labels onto the fixed scale', () => {
  test.each([
    ['least biased', 'least biased'],
    ['Left Center', 'left-center'],
    ['left-center (by saudi standards)', 'left-center'],
    ['right-center', 'right-center'],
    ['far right', 'extreme right'],
    ['far-right', 'extreme right'],
    ['extreme-right', 'extreme right'],
    ['alt-right conspiracy', 'extreme right'],
    ['far left bias', 'extreme left'],
    ['right conspiracy-pseudoscience', 'right'],
    ['left – pseudoscience', 'left'],
    ['pro-science (left-leaning)', 'left-center'],
    ['pro-science', 'pro-science'],
    ['pro- science', 'pro-science'],
    ['conspiracy-pseudoscience', 'conspiracy-pseudoscience'],
    ['quackery pseudoscience', 'conspiracy-pseudoscience'],
    ['pro-science / least biased', 'pro-science'],
    ['not rated', null],
    ['unrated', null],
    ['', null],
    [null, null],
  ])('%j → %j', (raw, bias) => {
    expect(normalizeBias(raw)).toBe(bias);
  });
});
