export { DataTable, NARROW_QUERY, SEARCH_DEBOUNCE_MS } from './data-table';
export type { DataTableFilter, DataTableProps, ListPageData } from './data-table';
export { SoftBreaks } from './soft-breaks';
export { selectFilter } from './filters';
export { accountColumns, createdAtColumn, listTexts, searchableListProps } from './columns';
export { ExportMenu, formatBytes, type ExportSource } from './export-menu';
export { downloadList, fileNameFrom, saveFile, WrongExportTypeError } from './download';
export {
  defaultListState,
  isFiltered,
  nextSort,
  readListState,
  toExportParams,
  toQueryParams,
  toSearchParams,
  type ListQuerySchema,
  type ListState,
} from './list-state';
export { useListState, type ListController } from './use-list-state';
export { serverList, useServerList } from './server-list';
