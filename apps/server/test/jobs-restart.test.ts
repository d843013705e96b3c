import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Job } from '@vigil/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { provisionDatabase, TEST_JWT_SECRET } from './helper';

/**
 * Durability across a hard crash: a real server process is killed with SIGKILL in the middle of
 * a job, a new one is started on the same database (PGlite folder, or PostgreSQL + Redis in
 * CI), and the job is finished by the new process as its second attempt.
 */
const fixture = join(import.meta.dirname, 'fixtures/job-worker.ts');

let dataDir: string;
let db: { url: string; drop: () => Promise<void> } | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vigil-jobs-restart-'));
  db = process.env.TEST_DATABASE_URL ? await provisionDatabase() : undefined;
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const queueName = `vigil-jobs-restart-${randomBytes(4).toString('hex')}`;

function start(mode: 'enqueue' | 'work', jobId = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ...(db ? { DATABASE_URL: db.url } : {}),
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      JOBS_QUEUE_NAME: queueName,
      JOBS_LEASE_MS: '1000',
      JOBS_POLL_INTERVAL_MS: '100',
      WORKER_MODE: mode,
      JOB_ID: jobId,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiters: { match: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const w of [...waiters]) {
      if (w.match.test(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    lines,
    exited,
    /**
     * The first stdout line matching, already printed or still to come. A cold start (tsx
     * compiling the worker, PGlite opening its folder) takes long on a busy two-core machine.
     */
    line: (match: RegExp, timeoutMs = 90_000) =>
      new Promise<string>((resolve, reject) => {
        const seen = lines.find((l) => match.test(l));
        if (seen) return resolve(seen);
        const timer = setTimeout(
          () => reject(new Error(`no line ${match} in ${timeoutMs} ms:\n${lines.join('\n')}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (l) => {
            clearTimeout(timer);
            resolve(l);
          },
        });
      }),
  };
}

test('a job running when its process is killed is finished after a restart', async () => {
  const first = start('enqueue');
  const jobId = (await first.line(/^enqueued /)).split(' ')[1]!;
  await first.line(new RegExp(`^progress ${jobId} 1 5$`));
  first.child.kill('SIGKILL');
  expect(await first.exited).toBeNull();
  const stepsBeforeCrash = first.lines.filter((l) => l.startsWith('progress')).length;
  expect(stepsBeforeCrash).toBeLessThan(20);

  const second = start('work', jobId);
  const final = JSON.parse((await second.line(/^final /, 90_000)).slice('final '.length)) as Job;
  expect(await second.exited).toBe(0);
  expect(final).toMatchObject({
    id: jobId,
    status: 'succeeded',
    attempts: 2,
    progress: { done: 20, total: 20 },
    result: { steps: 20, finishedBy: second.child.pid, attempt: 2 },
    error: null,
  });
  // The second process ran the job from the start: handlers are idempotent, not resumable.
  expect(second.lines.some((l) => l === `progress ${jobId} 2 1`)).toBe(true);
}, 240_000);
