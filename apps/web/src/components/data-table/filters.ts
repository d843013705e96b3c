import type { DataTableFilter } from './data-table';

/**
 * A table filter that picks one value of a closed vocabulary (statuses, platforms, channels):
 * `key` is the list state's field, and each value is offered under `labelOf(value)` (by
 * default the value itself, e.g. the audit log's action names).
 */
export const selectFilter = <V extends string>(
  key: string,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string = (value) => value,
): DataTableFilter => ({
  key,
  label,
  options: values.map((value) => ({ value, label: labelOf(value) })),
});
