/** `npm run score` as a user runs it: a child process reading a file or standard input. */
// eslint-disable-next-line no-restricted-imports -- spawns the CLI and writes its input files
import { spawnSync } from 'node:child_process';
// eslint-disable-next-line no-restricted-imports -- spawns the CLI and writes its input files
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- spawns the CLI and writes its input files
import { tmpdir } from 'node:os';
// eslint-disable-next-line no-restricted-imports -- spawns the CLI and writes its input files
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const root = new URL('../../../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'vigil-score-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/score.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {
    status: result.status,
    stderr: result.stderr,
    lines: result.stdout.split('\n').filter((l) => l !== ''),
  };
}

const profile = (id: string | number, followers: number) =>
  JSON.stringify({
    id,
    platform: 'twitter',
    username: 'anna_schmidt',
    displayName: 'Anna Schmidt',
    bio: 'Fotografin',
    externalUrl: '',
    followers,
    following: 402,
    posts: 5210,
    likesGiven: 3120,
    listed: 41,
    verified: null,
    private: null,
    hasProfilePicture: true,
    defaultProfile: false,
    createdAt: '2014-03-09T08:00:00.000Z',
    observedAt: '2026-06-01T00:00:00.000Z',
    activity: null,
  });

/** Each test starts node + tsx; give a busy machine time. */
const SPAWN_TIMEOUT = 60_000;

test(
  'scores a file line by line and answers bad lines with an error, going on',
  () => {
    const file = join(dir, 'in.jsonl');
    writeFileSync(
      file,
      [profile('a', 1834), '{broken', '', profile(7, 3), '{"id":"x","platform":"myspace"}'].join(
        '\r\n',
      ),
    );
    const { status, lines, stderr } = run([file]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const out = lines.map((l) => JSON.parse(l));
    expect(out).toHaveLength(4);
    expect(out[0]).toMatchObject({ id: 'a', fake: false, confidence: expect.any(String) });
    const follows = out[0].reasons.find((r: { code: string }) => r.code === 'follows');
    expect(follows).toMatchObject({ value: { followers: 1834 } });
    expect(follows.text).toBe('Follows 402 accounts, followed by 1,834.');
    expect(out[1]).toEqual({ id: null, error: 'line 2: not valid JSON' });
    expect(out[2]).toMatchObject({ id: 7, score: expect.any(Number) });
    expect(out[3]).toMatchObject({ id: 'x', error: expect.stringMatching(/^line 5: platform: /) });
  },
  SPAWN_TIMEOUT,
);

test(
  'scores partial records: left-out facts are not reported, a wrong type names its field',
  () => {
    const partial = JSON.parse(profile('u', 1834));
    delete partial.username;
    delete partial.observedAt;
    delete partial.likesGiven;
    const input = [
      JSON.stringify(partial),
      '{"id":"n","followers":12,"following":7500,"posts":0,"activity":{"sampleSize":20,"postsPerDay":48}}',
      '{"id":"w","followers":"12"}',
    ].join('\n');
    const { status, lines, stderr } = run(['-'], input);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const out = lines.map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ id: 'u', score: expect.any(Number) });
    expect(out[0].reasons.map((r: { code: string }) => r.code)).not.toContain('usernameDigits');
    // Observed when the run started: the account, created in 2014, is years old.
    expect(out[0].reasons).toContainEqual(expect.objectContaining({ code: 'accountAge' }));
    expect(out[1]).toMatchObject({ id: 'n', score: expect.any(Number) });
    expect(out[2]).toEqual({
      id: 'w',
      error: 'line 3: followers: Invalid input: expected number, received string',
    });
  },
  SPAWN_TIMEOUT,
);

test(
  'reads a file in blocks without splitting a line or a character: a line longer than a block',
  () => {
    const file = join(dir, 'long.jsonl');
    // 'ü' is two bytes: 100,001 of them put characters across every 64 KB block boundary.
    const long = 'ü'.repeat(100_001);
    writeFileSync(file, `${profile(long, 10)}\n${profile('b', 20)}`);
    const { status, lines } = run([file]);
    expect(status).toBe(0);
    const out = lines.map((l) => JSON.parse(l));
    expect(out.map((o) => o.id)).toEqual([long, 'b']);
    expect(out[1].reasons.find((r: { code: string }) => r.code === 'follows').value).toMatchObject({
      followers: 20,
    });
  },
  SPAWN_TIMEOUT,
);

test(
  'reads standard input with `-` and writes German reasons with --lang de',
  () => {
    const { status, lines } = run(['--lang', 'de', '-'], `${profile('s', 1834)}\n`);
    expect(status).toBe(0);
    const reasons: { code: string; text: string }[] = JSON.parse(lines[0]!).reasons;
    expect(reasons.find((r) => r.code === 'follows')?.text).toBe(
      'Folgt 402 Konten, folgen lassen sich 1.834.',
    );
  },
  SPAWN_TIMEOUT,
);

test(
  'exits non-zero only when the input cannot be read',
  () => {
    const missing = run([join(dir, 'nope.jsonl')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read .*nope\.jsonl/);
    expect(missing.lines).toEqual([]);
    expect(run([dir]).status).toBe(2);
    expect(run([]).status).toBe(64);
    expect(run(['--lang', 'fr', '-'], '').status).toBe(64);
  },
  SPAWN_TIMEOUT,
);

test(
  '--no-reasons writes the same scores, verdicts and confidences without the reasons',
  () => {
    const input = [profile('a', 1834), profile('b', 12), '{"id":"c","followers":-1}'].join('\n');
    const full = run(['-'], input);
    const bare = run(['--no-reasons', '-'], input);
    expect(bare.status).toBe(0);
    expect(bare.lines).toHaveLength(3);
    bare.lines.slice(0, 2).forEach((line, i) => {
      const { reasons, ...rest } = JSON.parse(full.lines[i]!);
      expect(reasons.length).toBeGreaterThan(0);
      expect(JSON.parse(line)).toEqual(rest);
    });
    // Bad lines are still answered with their error.
    expect(JSON.parse(bare.lines[2]!)).toEqual(JSON.parse(full.lines[2]!));
  },
  SPAWN_TIMEOUT,
);
