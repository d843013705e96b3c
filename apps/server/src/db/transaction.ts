import type { Db } from './client';

/**
 * A transaction handle. Repos take one as their last, optional argument so that a service can
 * make several modules' writes atomic; without one a repo runs on its own connection.
 */
export type Tx = Db;

/** Runs `fn` in one transaction; repos called with the handle join it. */
export type RunInTransaction = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

const afterCommitCallbacks = new WeakMap<Tx, Array<() => void>>();

/** The unit of work services receive: one transaction per call, with after-commit callbacks. */
export function createTransactionRunner(db: Db): RunInTransaction {
  return async (fn) => {
    const callbacks: Array<() => void> = [];
    const result = await db.transaction(async (tx) => {
      const handle = tx as unknown as Tx;
      afterCommitCallbacks.set(handle, callbacks);
      return fn(handle);
    });
    for (const callback of callbacks) callback();
    return result;
  };
}

/**
 * Runs `callback` once `tx` has committed (at once when there is no transaction). Repos use it
 * to forget cached rows: forgetting inside the transaction would let a concurrent read cache
 * the old row again before the commit.
 */
export function afterCommit(tx: Tx | undefined, callback: () => void) {
  const pending = tx ? afterCommitCallbacks.get(tx) : undefined;
  if (pending) pending.push(callback);
  else callback();
}
