import { describe, expect, test } from 'vitest';
import { parseRatingsFile, RatingsFileError } from './ratings-file';
import { summarize } from './news.service';

describe('parseRatingsFile', () => {
  test('CSV: columns by name in any order, quoted cells, domains normalised, skips reported', () => {
    const csv = [
      'Source,Bias,Factual_Reporting,Country',
      'https://www.Example-News.com/,left-center,HIGH,usa',
      '"quoted.example.org","far-right, conspiracy",mixed,"a ""b"""',
      'www.example-news.com,right,low,usa',
      '10.0.0.1,left,low,usa',
      '',
    ].join('\r\n');
    const parsed = parseRatingsFile(csv, 'csv');
    expect(parsed.rows).toEqual([
      { domain: 'example-news.com', quality: null, bias: 'left-center', factuality: 'high' },
      { domain: 'quoted.example.org', quality: null, bias: 'extreme right', factuality: 'mixed' },
    ]);
    expect(parsed.skipped).toEqual([
      { line: 4, value: 'www.example-news.com', reason: 'duplicate' },
      { line: 5, value: '10.0.0.1', reason: 'not a domain' },
    ]);
  });

  test('Lin-style quality column (pc1) and JSON arrays', () => {
    expect(parseRatingsFile('domain,pc1\nreuters.com,1\nrfi.fr/en,0.5\n', 'csv').rows).toEqual([
      { domain: 'reuters.com', quality: 1, bias: null, factuality: null },
      { domain: 'rfi.fr/en', quality: 0.5, bias: null, factuality: null },
    ]);
    expect(
      parseRatingsFile('[{"domain":"a-news.com","quality":0.25,"bias":"Left"}]', 'json').rows,
    ).toEqual([{ domain: 'a-news.com', quality: 0.25, bias: 'left', factuality: null }]);
  });

  test.each([
    ['', 1, 'empty'],
    ['name,pc1\nx.com,1', 1, 'no domain column'],
    ['domain,country\nx.com,de', 1, 'no quality, bias or factuality'],
    ['domain,pc1\nx.com,1\ny.com,1,extra', 3, '3 cells'],
    ['domain,pc1\nx.com,1\ny.com,1.5', 3, 'not a number 0–1'],
    ['domain,pc1\nx.com,abc', 2, 'not a number'],
    ['domain,bias\nx.com,"left\ny.com,right', 2, 'not closed'],
    ['domain,bias\nx.com,le"ft', 2, 'quote inside'],
    ['domain,pc1\n,0.5', 2, 'domain is empty'],
  ])('a malformed CSV is refused with its line number (%#)', (csv, line, words) => {
    let caught: unknown;
    try {
      parseRatingsFile(csv, 'csv');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(RatingsFileError);
    expect((caught as RatingsFileError).line).toBe(line);
    expect((caught as Error).message).toContain(words);
  });

  test.each([
    ['{"domain":"x.com"}', 1, 'array'],
    ['[{"domain":"x.com","quality":1},[1]]', 2, 'not an object'],
    ['[{"domain":"x.com",\n"quality":2}]', 1, 'not a number'],
    ['[\n{"domain": }\n]', 1, 'not valid JSON'],
  ])('a malformed JSON file is refused with its entry or line (%#)', (json, line, words) => {
    expect(() => parseRatingsFile(json, 'json')).toThrow(words);
    try {
      parseRatingsFile(json, 'json');
    } catch (err) {
      expect((err as RatingsFileError).line).toBe(line);
    }
  });
});

describe('summarize: from ratings to the spec numbers', () => {
  test('trustedByPercent = mean newest quality × 100; fake = 100 − it; bias history by year', () => {
    const s = summarize(
      [
        { source: 'Lin et al. 2023', year: 2023, quality: 0.9, bias: null, factuality: null },
        { source: 'Raters', year: 2024, quality: 0.5, bias: 'left', factuality: 'mixed' },
        { source: 'Raters', year: 2026, quality: 0.7, bias: 'left-center', factuality: 'high' },
      ],
      2026,
    );
    expect(s.trustedByPercent).toBe(80);
    expect(s.fakeProbability).toBe(20);
    expect(s.biasThisYear).toBe('left-center');
    expect(s.latestBias).toBe('left-center');
    expect(s.biasOverYears).toBe('2024: left, 2026: left-center');
    expect(s.history.map((h) => [h.year, h.position])).toEqual([
      [2023, null],
      [2024, -2],
      [2026, -1],
    ]);
  });

  test('no quality and no bias: the spec defaults', () => {
    const s = summarize(
      [{ source: 'Labels', year: 2024, quality: null, bias: null, factuality: 'high' }],
      2026,
    );
    expect([s.trustedByPercent, s.fakeProbability, s.biasThisYear, s.biasOverYears]).toEqual([
      0,
      0,
      null,
      null,
    ]);
  });
});
