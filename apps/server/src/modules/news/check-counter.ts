/**
 * Counts URL checks with group commit: the checks that arrive while one batch is written are
 * written together in one statement. Each reply still waits until its check is stored
 * (durable), and gets its own number: a batch that adds 3 checks to a domain now at 10 answers
 * 8, 9 and 10 in arrival order. Under load this turns 50 concurrent upserts into one.
 *
 * `windowMs` holds the first check of a batch that long before writing: on the embedded database
 * a commit (~0.7 ms, on the thread that also serves requests) is quicker than the gap between
 * checks at 800 req/s, so without a window nearly every check was its own commit.
 */
export type CheckTotals = Map<string, { count: number; firstCheckedAt: Date }>;

export function createCheckCounter(deps: {
  /** Adds `n` checks per domain (first/last at the given times); returns the new totals. */
  write: (adds: { domain: string; n: number; at: Date }[]) => Promise<CheckTotals>;
  /** How long a batch collects checks before it is written (0: at once). */
  windowMs?: number;
}) {
  const windowMs = deps.windowMs ?? 0;
  type Waiter = {
    domain: string;
    resolve: (v: { count: number; firstCheckedAt: Date }) => void;
    reject: (e: unknown) => void;
  };
  let queue: Waiter[] = [];
  let times = new Map<string, Date>();
  let running = false;

  async function flush() {
    running = true;
    if (windowMs > 0) await new Promise((r) => setTimeout(r, windowMs));
    while (queue.length > 0) {
      const batch = queue;
      const at = times;
      queue = [];
      times = new Map();
      const counts = new Map<string, number>();
      for (const w of batch) counts.set(w.domain, (counts.get(w.domain) ?? 0) + 1);
      try {
        const totals = await deps.write(
          [...counts].map(([domain, n]) => ({ domain, n, at: at.get(domain)! })),
        );
        const seen = new Map<string, number>();
        for (const w of batch) {
          const total = totals.get(w.domain);
          if (!total) {
            w.reject(new Error(`no check total for ${w.domain}`));
            continue;
          }
          const i = (seen.get(w.domain) ?? 0) + 1;
          seen.set(w.domain, i);
          w.resolve({
            count: total.count - (counts.get(w.domain)! - i),
            firstCheckedAt: total.firstCheckedAt,
          });
        }
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    running = false;
  }

  return {
    record(domain: string, at: Date) {
      return new Promise<{ count: number; firstCheckedAt: Date }>((resolve, reject) => {
        queue.push({ domain, resolve, reject });
        if (!times.has(domain)) times.set(domain, at);
        if (!running) void flush();
      });
    },
  };
}
