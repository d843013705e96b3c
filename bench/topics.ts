/**
 * Topic classification and language detection measurements for `npm run bench` (issue 9).
 * Pure CPU in this process, no server: the classifier and the detector run where the server
 * would run them, once per stored lookup (bio + post texts).
 *
 * - texts/s classified: the labelled sample's texts, cycled (words repeat, as in real posts),
 *   and the same texts with every word made unique (no word cache hits: the worst case);
 * - accounts/s: a bio and 30 posts per account, topics and trending terms;
 * - language detection: µs per text and per account, and the one-off cost of loading it.
 *
 * Rates are per CPU-second of this process (see `throughput`).
 *
 * Budgets: classification runs once per stored lookup, so an account (bio + 30 posts) must
 * take ≤ 2 ms of CPU (≥ 500 accounts/s) to stay negligible beside the provider call.
 *
 * Run alone with `npx tsx bench/topics.ts`.
 */
import { classifyProfileTopics, classifyText } from '../packages/shared/src/topics/classify';
import { labelledSample } from '../packages/shared/src/topics/labelled-sample.fixture';
import { postTerms } from '../packages/shared/src/topics/trending';
import { type Row } from './table';

const texts = labelledSample.map((s) => s.text);
const DURATION_MS = 2_000;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs `work` repeatedly for about DURATION_MS of this process's CPU time and returns items
 * per CPU-second: pure computation, so CPU time is what it costs, and it does not depend on
 * how many other processes share the machine (wall time does).
 */
function throughput(work: (i: number) => void): number {
  for (let i = 0; i < 500; i++) work(i); // warm-up (JIT, lexicon index)
  const start = cpuMs();
  let i = 0;
  while (cpuMs() - start < DURATION_MS) {
    for (let k = 0; k < 100; k++) work(i++);
  }
  return i / ((cpuMs() - start) / 1000);
}

/** A word no cache has seen: the same letters with a running suffix. */
const unique = (text: string, n: number) =>
  text.replace(/\p{L}{4,}/gu, (word) => `${word}${String.fromCharCode(97 + (n % 26))}${n}`);

function accounts(count: number) {
  return Array.from({ length: count }, (_, a) => ({
    bio: texts[(a * 7) % texts.length]!,
    posts: Array.from({ length: 30 }, (_, p) => texts[(a * 31 + p * 13) % texts.length]!),
  }));
}

export async function measureTopics(): Promise<Row[]> {
  const rows: Row[] = [];
  const perSecond = (n: number) => `${Math.round(n).toLocaleString('en')}/s CPU`;

  const cycled = throughput((i) => classifyText(texts[i % texts.length]!));
  rows.push({
    what: 'topic classification, texts/s (labelled sample, cycled)',
    value: perSecond(cycled),
    budget: '≥ 20,000 texts/s',
    ok: cycled >= 20_000,
  });
  const cold = throughput((i) => classifyText(unique(texts[i % texts.length]!, i)));
  rows.push({
    what: 'topic classification, texts/s (every word unseen)',
    value: perSecond(cold),
    budget: '≥ 5,000 texts/s',
    ok: cold >= 5_000,
  });

  const sample = accounts(200);
  const profiles = throughput((i) => {
    const account = sample[i % sample.length]!;
    classifyProfileTopics(account);
    for (const post of account.posts) postTerms(post);
  });
  rows.push({
    what: 'account topics + trending terms (bio + 30 posts), accounts/s',
    value: perSecond(profiles),
    budget: '≥ 500 accounts/s',
    ok: profiles >= 500,
  });

  const loadStart = cpuMs();
  const { detectLanguage, motherTongue } = await import('../packages/shared/src/topics/language');
  const loadMs = cpuMs() - loadStart;
  rows.push({
    what: 'language detection: first load (eld extrasmall)',
    value: `${Math.round(loadMs)} ms CPU`,
    budget: '≤ 1,000 ms',
    ok: loadMs <= 1_000,
  });
  const perText = 1e6 / throughput((i) => detectLanguage(texts[i % texts.length]!));
  rows.push({
    what: 'language detection per text (labelled sample)',
    value: `${perText.toFixed(0)} µs CPU`,
    budget: '≤ 200 µs',
    ok: perText <= 200,
  });
  const perAccount = 1e3 / throughput((i) => motherTongue(sample[i % sample.length]!));
  rows.push({
    what: 'motherTongue per account (bio + 30 posts)',
    value: `${perAccount.toFixed(2)} ms CPU`,
    budget: '≤ 2 ms',
    ok: perAccount <= 2,
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measureTopics())
    console.log(`${row.what}: ${row.value} (budget ${row.budget}) ${row.ok ? 'ok' : 'NOT MET'}`);
}
