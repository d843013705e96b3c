import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AskedViews } from './asked-views';
import { readListState, toSearchParams, type ListQuerySchema, type ListState } from './list-state';

type Next<S extends ListQuerySchema> = ListState<S> | ((latest: ListState<S>) => ListState<S>);

/**
 * A table's state, kept in the query string of the hash route: a view is a link, survives a
 * reload and the back button steps through views. `update` changes the view and starts again
 * at page 1 (unless the patch names a page); `go` sets a whole state, or derives it from the
 * latest one.
 */
export function useListState<S extends ListQuerySchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(schema, params), [schema, params]);
  // The router renders a navigation in a transition: a second click can arrive before the
  // first one's render. Changes build on the last view asked for, not on the last one drawn.
  // A view drawn while later ones are still on their way must not become the base again.
  const latest = useRef(state);
  const asked = useRef<AskedViews | null>(null);
  asked.current ??= new AskedViews();
  useLayoutEffect(() => {
    if (asked.current!.drawn(toSearchParams(schema, state).toString())) latest.current = state;
  }, [schema, state]);
  const go = useCallback(
    (next: Next<S>, opts: { replace?: boolean } = {}) => {
      const resolved = typeof next === 'function' ? next(latest.current) : next;
      latest.current = resolved;
      const search = toSearchParams(schema, resolved);
      asked.current!.ask(search.toString());
      setParams(search, { replace: opts.replace });
    },
    [schema, setParams],
  );
  const update = useCallback(
    (patch: Partial<ListState<S>>, opts: { replace?: boolean } = {}) =>
      go((current) => ({ ...current, page: 1, ...patch }), opts),
    [go],
  );
  return { schema, state, go, update };
}

/** What `DataTable` needs of a list's state. */
export type ListController<S extends ListQuerySchema = ListQuerySchema> = ReturnType<
  typeof useListState<S>
>;
