import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeBadLines, lineProblem, serverBadLines } from './import-csv';

const refused = (lines: string | number) =>
  new ApiError(400, 'Bad lines', 'VALIDATION_FAILED', { lines });

describe('the CSV import’s bad lines', () => {
  test('the server’s line numbers are read in whichever form it sends them', () => {
    expect(serverBadLines(refused('4,2'))).toEqual([2, 4]);
    expect(serverBadLines(refused('2: unknown platform; 7: empty username'))).toEqual([2, 7]);
    expect(serverBadLines(refused('[{"line":3,"message":"x"},{"line":9,"message":"y"}]'))).toEqual([
      3, 9,
    ]);
    expect(serverBadLines(refused('[5,1]'))).toEqual([1, 5]);
    expect(serverBadLines(refused(6))).toEqual([6]);
    expect(serverBadLines(refused('0'))).toEqual([0]);
  });

  test('anything else is not a bad-lines reply', () => {
    expect(serverBadLines(refused(''))).toBeNull();
    expect(serverBadLines(refused('none'))).toBeNull();
    expect(serverBadLines(new ApiError(400, 'x', 'VALIDATION_FAILED'))).toBeNull();
    expect(serverBadLines(new ApiError(413, 'x', 'PAYLOAD_TOO_LARGE', { lines: '2' }))).toBeNull();
    expect(serverBadLines(new Error('x'))).toBeNull();
  });

  test('each line’s reason, as far as this side can tell', () => {
    expect(lineProblem('instagram,anna')).toBeNull();
    expect(lineProblem(' TikTok , @anna ')).toBeNull();
    expect(lineProblem('"instagram";"anna"')).toBeNull();
    expect(lineProblem('instagram')).toBe('fields');
    expect(lineProblem('instagram,a,b')).toBe('fields');
    expect(lineProblem('myspace,tom')).toBe('platform');
    expect(lineProblem('linkedin,someone')).toBe('notWatchable');
    expect(lineProblem('instagram, ')).toBe('username');
    expect(lineProblem(`instagram,${'a'.repeat(101)}`)).toBe('username');
  });

  test('line numbers count every line of the file, as an editor does', () => {
    const csv = 'platform,username\r\ninstagram,ok\r\nmyspace,tom\r\n\r\ninstagram,also.ok';
    expect(describeBadLines(csv, [0, 3, 4, 5])).toEqual([
      { line: 0, problem: 'file' },
      { line: 3, problem: 'platform' },
      { line: 4, problem: 'fields' },
      { line: 5, problem: 'server' },
    ]);
  });
});
