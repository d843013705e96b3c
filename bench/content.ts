/**
 * Issue 12 budgets: a 200 MB video upload streams with the server's RSS growing ≤ 64 MB; the
 * thumbnail of an 8 MB JPEG in ≤ 300 ms; creator matches for one item over
 * BENCH_CONTENT_ACCOUNTS stored accounts (default 100,000, seeded by the analysis generator)
 * in ≤ 300 ms (p95). On PGlite. Run alone: `npx tsx bench/content.ts`.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { thumbnailOf } from '../apps/server/src/modules/uploads';
import { seedAnalysis } from './analysis';
import { startBenchServer } from './harness';
import { type Row, tableLine } from './table';

const rssKb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
};
const p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};

/** A JPEG of about 8 MB (noise compresses badly), just under the upload limit. */
async function eightMegabyteJpeg(): Promise<Buffer> {
  let side = 2600;
  for (;;) {
    const jpeg = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        background: { r: 90, g: 120, b: 150 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (jpeg.length > 7.5 * 1024 * 1024 && jpeg.length <= 8 * 1024 * 1024) return jpeg;
    side = Math.round(side * Math.sqrt((7.8 * 1024 * 1024) / jpeg.length));
  }
}

export async function measureThumbnail(): Promise<Row> {
  const jpeg = await eightMegabyteJpeg();
  await thumbnailOf(jpeg); // warm-up (libvips start)
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const thumb = await thumbnailOf(jpeg);
    times.push(performance.now() - t0);
    const meta = await sharp(thumb).metadata();
    if (meta.width !== 500 || meta.height !== 500) throw new Error('thumbnail is not 500×500');
  }
  const worst = Math.round(Math.max(...times));
  const median = Math.round([...times].sort((a, b) => a - b)[3]!);
  return {
    what: `500×500 thumbnail of an ${(jpeg.length / 1024 / 1024).toFixed(1)} MB JPEG (${7} runs)`,
    value: `median ${median} ms, max ${worst} ms`,
    budget: '≤ 300 ms (median)',
    ok: median <= 300,
  };
}

/** A multipart body of one MP4 `file` of `size` bytes, generated as it is sent. */
function videoBody(size: number, boundary: string): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="price"\r\n\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 0x5a);
  let sent = 0;
  let stage = 0;
  return new ReadableStream({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(new Uint8Array(Buffer.concat([head, ftyp])));
        sent = ftyp.length;
        stage = 1;
      } else if (stage === 1) {
        const n = Math.min(chunk.length, size - sent);
        controller.enqueue(new Uint8Array(chunk.subarray(0, n)));
        sent += n;
        if (sent >= size) stage = 2;
      } else {
        controller.enqueue(new Uint8Array(tail));
        controller.close();
      }
    },
  });
}

export async function measureContent(opts: {
  root: string;
  port: number;
  accounts?: number;
}): Promise<Row[]> {
  const n = opts.accounts ?? Number(process.env.BENCH_CONTENT_ACCOUNTS ?? 100_000);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const rows: Row[] = [await measureThumbnail()];
  rows.push({
    what: 'machine load average at the start (1 min)',
    value: load!,
    budget: '–',
    ok: true,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-content-'));
  const seeded = await seedAnalysis(n, { dataDir });
  rows.push({
    what: `content seed: ${n.toLocaleString('en')} stored accounts (analysis generator, PGlite)`,
    value: `${seeded.seconds} s`,
    budget: '–',
    ok: true,
  });
  const server = await startBenchServer({
    root: opts.root,
    args: [join(opts.root, 'scripts/start.mjs')],
    dataDir,
    admin: { email: 'bench-content@vigil.test', password: 'bench-password-1' },
    port: opts.port,
    label: 'content bench server',
    timeoutMs: 120_000,
    env: { RATE_LIMIT_MAX: '100000000', LOGIN_RATE_LIMIT_MAX: '1000' },
  });
  const base = server.base;
  try {
    const token = await server.login();
    const auth = { authorization: `Bearer ${token}` };

    // ── 200 MB video upload: the server's RSS while it streams.
    const pid = server.pid;
    await new Promise((r) => setTimeout(r, 1000));
    const rss0 = rssKb(pid);
    let peak = rss0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 50);
    const boundary = '----vigilbench';
    const size = 200 * 1024 * 1024 - 64;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/content/files`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: videoBody(size, boundary),
      duplex: 'half',
    } as RequestInit);
    const body = await res.text();
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    if (res.status !== 201) throw new Error(`video upload: ${res.status} ${body}`);
    const growth = Math.round((peak - rss0) / 1024);
    rows.push({
      what: `200 MB MP4 upload, streamed into storage (${seconds.toFixed(1)} s, ${Math.round(200 / seconds)} MB/s)`,
      value: `RSS +${growth} MB`,
      budget: '≤ +64 MB',
      ok: growth <= 64,
    });

    // ── Creator matches for one item over the stored accounts.
    const created = await fetch(`${base}/api/content`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Festival fashion',
        text: 'Sneakers, streetwear and outfits for the summer music festival season.',
        tags: 'fashion, music, festival',
        language: 'en',
        country: 'US',
        platform: 'instagram',
      }),
    });
    const item = (await created.json()) as { id: string };
    const c0 = performance.now();
    const first = await fetch(`${base}/api/content/${item.id}/matches`, { headers: auth });
    const firstBody = (await first.json()) as { total: number };
    const coldMs = Math.round(performance.now() - c0);
    rows.push({
      what: `creator index load (first matches request; ${n.toLocaleString('en')} accounts, PGlite)`,
      value: `${coldMs} ms (${firstBody.total.toLocaleString('en')} candidates)`,
      budget: '– (once a minute in the background afterwards)',
      ok: true,
    });
    const paths = Array.from({ length: 30 }, (_, i) => {
      const limits = [5, 10, 25, 100];
      const q = i % 5 === 4 ? `&q=${['anna', 'mia', 'fashion', 'ben_'][i % 4]}` : '';
      return `/api/content/${item.id}/matches?limit=${limits[i % 4]}&page=${1 + (i % 7)}${q}`;
    });
    const times: number[] = [];
    for (const path of paths) {
      const t1 = performance.now();
      const r = await fetch(`${base}${path}`, { headers: auth });
      if (!r.ok) throw new Error(`${path}: ${r.status}`);
      await r.arrayBuffer();
      times.push(performance.now() - t1);
    }
    const p = Math.round(p95(times) * 10) / 10;
    rows.push({
      what: `creator matches for one item (${n.toLocaleString('en')} stored accounts, PGlite; pages, sizes, filters) p95`,
      value: `${p} ms`,
      budget: '≤ 300 ms',
      ok: p <= 300,
    });
  } finally {
    await server.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const rows = await measureContent({ root, port: Number(process.env.BENCH_PORT ?? 8103) });
  console.log(
    [
      '| measurement | result | budget | within |',
      '|---|---|---|---|',
      ...rows.map(tableLine),
    ].join('\n'),
  );
}
