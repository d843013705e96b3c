/** Polls `check` until it returns something truthy (then returns it) or the time is up. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false | 0>,
  timeoutMs = 10_000,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
