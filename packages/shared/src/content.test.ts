import { describe, expect, test } from 'vitest';
import {
  CONTENT_MESSAGES,
  contentFileFieldsSchema,
  contentFormSchema,
  matchListQuerySchema,
  parseTags,
} from './content';

const valid = {
  title: 'Title',
  text: 'Text',
  tags: 'one, two',
  language: 'en',
  country: 'DE',
  platform: 'youtube',
};
const messageOf = (over: Record<string, unknown>) => {
  const r = contentFormSchema.safeParse({ ...valid, ...over });
  return r.success ? null : r.error.issues[0]!.message;
};

describe('content form (spec 002 §3, §5)', () => {
  test('every limit, with its message', () => {
    expect(messageOf({})).toBeNull();
    expect(messageOf({ title: '' })).toBe(CONTENT_MESSAGES.titleRequired);
    expect(messageOf({ title: '   ' })).toBe(CONTENT_MESSAGES.titleRequired);
    expect(messageOf({ title: 'x'.repeat(100) })).toBeNull();
    expect(messageOf({ title: 'x'.repeat(101) })).toBe(CONTENT_MESSAGES.titleMax);
    expect(messageOf({ text: '' })).toBe(CONTENT_MESSAGES.textRequired);
    expect(messageOf({ text: 'x'.repeat(500) })).toBeNull();
    expect(messageOf({ text: 'x'.repeat(501) })).toBe(CONTENT_MESSAGES.textMax);
    expect(messageOf({ tags: '' })).toBe(CONTENT_MESSAGES.tagsRequired);
    expect(messageOf({ tags: 'ab' })).toBe(CONTENT_MESSAGES.tagsMin);
    expect(messageOf({ tags: '  abc  ' })).toBeNull();
    expect(messageOf({ tags: 'x'.repeat(501) })).toBe(CONTENT_MESSAGES.tagsMax);
    expect(messageOf({ tags: `ok, ${'y'.repeat(51)}` })).toBe(CONTENT_MESSAGES.tagTooLong);
    expect(messageOf({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') })).toBe(
      CONTENT_MESSAGES.tagsTooMany,
    );
    expect(messageOf({ language: undefined })).toBe(CONTENT_MESSAGES.languageRequired);
    expect(messageOf({ language: 'it' })).toBe(CONTENT_MESSAGES.languageRequired);
    expect(messageOf({ country: '' })).toBe(CONTENT_MESSAGES.countryRequired);
    expect(messageOf({ platform: 'tiktok' })).toBe(CONTENT_MESSAGES.platformRequired);
    expect(messageOf({ additionalPlatforms: 'x'.repeat(201) })).toBe(
      CONTENT_MESSAGES.additionalMax,
    );
  });

  test('the spec lists: six languages, nine countries, five platforms', () => {
    for (const language of ['en', 'es', 'fr', 'de', 'zh', 'ja'])
      expect(messageOf({ language })).toBeNull();
    for (const country of ['US', 'CA', 'MX', 'BR', 'FR', 'DE', 'IN', 'CN', 'JP'])
      expect(messageOf({ country })).toBeNull();
    for (const platform of ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube'])
      expect(messageOf({ platform })).toBeNull();
  });

  test('tags: comma-separated, trimmed per entry, empty and repeated entries dropped', () => {
    expect(parseTags(' a ,b,, A , c d ')).toEqual(['a', 'b', 'c d']);
    expect(parseTags('')).toEqual([]);
  });

  test('file price: empty, or ≥ 0 with at most two decimals', () => {
    const ok = (price: string) => contentFileFieldsSchema.safeParse({ price }).success;
    expect(ok('')).toBe(true);
    expect(ok('0')).toBe(true);
    expect(ok('19.99')).toBe(true);
    expect(ok('1000000')).toBe(true);
    expect(ok('1000000.01')).toBe(false);
    expect(ok('-1')).toBe(false);
    expect(ok('1.999')).toBe(false);
    expect(ok('1e3')).toBe(false);
  });

  test('the creator paginator: 5, 10, 25, 100', () => {
    for (const limit of [5, 10, 25, 100])
      expect(matchListQuerySchema.safeParse({ limit }).success).toBe(true);
    expect(matchListQuerySchema.safeParse({ limit: 20 }).success).toBe(false);
  });
});
