import {
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type ColumnMeta,
  type RowData,
} from '@tanstack/react-table';
import { pageCount, type SortOrder } from '@vigil/shared/list-query';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu, type ExportSource } from './export-menu';
import { defaultListState, isFiltered, nextSort, type ListQuerySchema } from './list-state';
import type { ListController } from './use-list-state';
import { LoadFailed } from '../load-failed';

declare module '@tanstack/react-table' {
  // Declaration merging is the library's way to type column metadata.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * Role of the column when rows are stacked as cards (narrow screens): `title` heads the
     * card, `actions` sit at its foot, `hidden` is left out, `field` (default) is a
     * label/value line.
     */
    card?: 'title' | 'field' | 'actions' | 'hidden';
    /** Keep the cell on one line (dates, badges). */
    nowrap?: boolean;
    /**
     * Long strings (e-mails, URLs) may wrap inside a word when nothing else fits; give them
     * break points with `<SoftBreaks>` so they wrap at '@' and '.' first.
     */
    breakLong?: boolean;
    width?: number | string;
    /** The narrowest the column gets before the table scrolls in its container. */
    minWidth?: number;
  }
}

/** How long the search box waits for more typing before it changes the view. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Below Mantine's `sm` breakpoint rows become stacked cards. */
export const NARROW_QUERY = '(max-width: 47.99em)';

/** A select filter of the list, kept in the URL under `key` (a field of the list schema). */
export type DataTableFilter = {
  key: string;
  label: string;
  options: { value: string; label: string }[];
};

/** What the table needs of a list page: its rows and the total of the filtered list. */
export type ListPageData<Row> = { items: Row[]; total: number };

type ListQuery<Row> = Pick<
  UseQueryResult<ListPageData<Row>, Error>,
  'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'isPlaceholderData' | 'refetch'
>;

/**
 * How the table tells rows apart: by their `id` where they have one (most lists); a row without
 * one names its key with `getRowId`.
 */
type RowIdentity<Row> = [Row] extends [{ id: string }]
  ? { getRowId?: (row: Row) => string }
  : { getRowId: (row: Row) => string };

const idOf = (row: unknown) => (row as { id: string }).id;

export type DataTableProps<Row, S extends ListQuerySchema> = RowIdentity<Row> & {
  /** The table's accessible name (usually the screen title). */
  label: string;
  /** The view in the URL (`useListState(schema)`). */
  list: ListController<S>;
  /** The page of the current view (TanStack Query, with `placeholderData: keepPreviousData`). */
  query: ListQuery<Row>;
  /**
   * Columns: `id` is the server's sort key, `header` a plain string (also the card label),
   * `enableSorting: true` on the columns the server sorts by; see `ColumnMeta` for layout.
   */
  // Columns of one table have values of different types; TanStack's own examples type them so.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  pageSizes: readonly number[];
  /** A search box over `q` (debounced). */
  search?: { label: string; placeholder?: string };
  filters?: DataTableFilter[];
  /** An export menu (CSV / JSON of the whole filtered list). */
  exportSource?: ExportSource;
  /** The screen's own words where "entries" would be vague. */
  texts?: {
    count?: (total: number) => string;
    /** The list has no rows at all. */
    empty?: string;
    /** The search or filters match no row. */
    noMatches?: string;
    loadFailed?: string;
  };
  /** Below this width (px) the table scrolls inside its own container; the page never does. */
  minWidth?: number;
  /**
   * A click anywhere on a row (a mouse convenience: keep a link in the row for keyboards and
   * screen readers, e.g. the title cell).
   */
  onRowClick?: (row: Row) => void;
};

const NO_ROWS: never[] = [];

const headerText = <Row,>(column: Column<Row>) =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;

function cellStyle(meta: ColumnMeta<unknown, unknown> = {}) {
  const style: CSSProperties = { verticalAlign: 'top' };
  if (meta.nowrap) style.whiteSpace = 'nowrap';
  if (meta.breakLong) style.overflowWrap = 'break-word';
  if (meta.width !== undefined) style.width = meta.width;
  if (meta.minWidth !== undefined) style.minWidth = meta.minWidth;
  return style;
}

function SortHeader({
  label,
  order,
  onSort,
  style,
}: {
  label: string;
  order: SortOrder | null;
  onSort: () => void;
  style: CSSProperties;
}) {
  return (
    <Table.Th
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      style={style}
    >
      <UnstyledButton onClick={onSort} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
        {order && <span aria-hidden="true">{order === 'asc' ? ' ▲' : ' ▼'}</span>}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * THE data table: server-side sorting, paging and filtering of one list endpoint, its view in
 * the URL (`useListState`), a debounced search, select filters, an export menu; skeleton rows
 * while the first page loads, the previous page kept (dimmed, `aria-busy`) while the next one
 * loads, empty, no-match and error states (with retry). Sortable headers are buttons with
 * `aria-sort`. Below `sm` rows become stacked cards with a sort select; above it the table
 * scrolls inside its own container when it is wider than the screen.
 */
export function DataTable<Row, S extends ListQuerySchema>(props: DataTableProps<Row, S>) {
  const {
    label,
    list,
    query,
    columns,
    pageSizes,
    search,
    filters = [],
    exportSource,
    texts = {},
    minWidth,
    onRowClick,
  } = props;
  // RowIdentity makes `getRowId` optional only for rows with an `id`.
  const getRowId = (props as { getRowId?: (row: Row) => string }).getRowId ?? idOf;
  const { t } = useTranslation('dataTable');
  const { state, update, go, schema } = list;
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const data = query.data;
  const pages = data ? pageCount(data.total, state.limit) : 1;

  // The table instance is read in this render only; nothing memoizes what it returns (the
  // React Compiler is not used), which is what this rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.items ?? NO_ROWS,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    rowCount: data?.total ?? 0,
    state: {
      sorting: [{ id: state.sort, desc: state.order === 'desc' }],
      pagination: { pageIndex: state.page - 1, pageSize: state.limit },
    },
  });
  const leafColumns = table.getAllLeafColumns();
  const sortable = leafColumns.filter((c) => c.columnDef.enableSorting === true);
  const onSort = (column: string) => go((latest) => nextSort(latest, column));
  // Filters are keys of the list schema that the generic state type cannot name.
  const patch = (p: Record<string, unknown>, opts?: { replace?: boolean }) =>
    update(p as Partial<typeof state>, opts);

  // The search box shows what is typed at once; the view follows when typing pauses.
  const [text, setText] = useState(state.q ?? '');
  const applySearch = useDebouncedCallback(
    (value: string) => patch({ q: value.trim() || undefined }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  useEffect(() => {
    // The URL changed from elsewhere (back button, "clear filters"): show its search.
    setText((current) => (current.trim() === (state.q ?? '') ? current : (state.q ?? '')));
  }, [state.q]);

  const filterValue = (key: string) => {
    const value = (state as Record<string, unknown>)[key];
    return value === undefined ? '' : String(value);
  };
  const updating = query.isFetching && query.isPlaceholderData;
  const filtered = isFiltered(schema, state);
  const clearFilters = () => {
    const defaults = defaultListState(schema);
    go((latest) => ({ ...defaults, sort: latest.sort, order: latest.order, limit: latest.limit }));
  };

  const toolbar = (
    <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
      {(search || filters.length > 0 || (narrow && sortable.length > 0)) && (
        <Group
          align="flex-end"
          gap="md"
          wrap="wrap"
          role={search || filters.length > 0 ? 'search' : undefined}
          aria-label={t('filters')}
          style={{ flex: '1 1 auto', minWidth: 0 }}
        >
          {search && (
            <TextInput
              type="search"
              label={search.label}
              placeholder={search.placeholder}
              w={{ base: '100%', xs: 320 }}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                applySearch(e.currentTarget.value);
              }}
            />
          )}
          {filters.map((f) => (
            <NativeSelect
              key={f.key}
              label={f.label}
              value={filterValue(f.key)}
              onChange={(e) => patch({ [f.key]: e.currentTarget.value || undefined })}
              data={[{ value: '', label: t('all') }, ...f.options]}
            />
          ))}
          {narrow && sortable.length > 0 && (
            <>
              <NativeSelect
                label={t('sortBy')}
                value={state.sort}
                onChange={(e) => patch({ sort: e.currentTarget.value })}
                data={sortable.map((c) => ({ value: c.id, label: headerText(c) }))}
              />
              <NativeSelect
                label={t('order')}
                value={state.order}
                onChange={(e) => patch({ order: e.currentTarget.value })}
                data={[
                  { value: 'asc', label: t('ascending') },
                  { value: 'desc', label: t('descending') },
                ]}
              />
            </>
          )}
        </Group>
      )}
      {exportSource && (
        <div style={{ marginLeft: 'auto' }}>
          <ExportMenu source={exportSource} />
        </div>
      )}
    </Group>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Table aria-label={label} aria-busy="true" verticalSpacing="sm">
          {!narrow && (
            <Table.Thead>
              <Table.Tr>
                {leafColumns.map((c) => (
                  <Table.Th key={c.id}>{headerText(c)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
          )}
          <Table.Tbody>
            {Array.from({ length: Math.min(state.limit, 5) }, (_, i) => (
              <Table.Tr key={i} data-testid="skeleton-row">
                {(narrow ? leafColumns.slice(0, 1) : leafColumns).map((c) => (
                  <Table.Td key={c.id}>
                    <Skeleton h={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </>
    );
  } else if (query.isError && !data) {
    body = (
      <LoadFailed
        title={texts.loadFailed ?? t('loadFailed')}
        error={query.error}
        retry={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (data && data.total === 0) {
    body = filtered ? (
      <Stack gap="xs" align="flex-start">
        <Text>{texts.noMatches ?? t('noMatches')}</Text>
        <Button size="compact-sm" variant="default" onClick={clearFilters}>
          {t('clearFilters')}
        </Button>
      </Stack>
    ) : (
      <Text>{texts.empty ?? t('empty')}</Text>
    );
  } else if (data && data.items.length === 0) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text>{t('emptyPage')}</Text>
        <Button size="compact-sm" variant="default" onClick={() => go({ ...state, page: pages })}>
          {t('lastPage')}
        </Button>
      </Stack>
    );
  } else if (narrow) {
    body = (
      <Stack
        component="ul"
        aria-label={label}
        aria-busy={updating || undefined}
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: updating ? 0.6 : 1 }}
      >
        {table.getRowModel().rows.map((row) => {
          const cells = row.getVisibleCells();
          const of = (role: string) =>
            cells.filter((c) => (c.column.columnDef.meta?.card ?? 'field') === role);
          return (
            <Paper component="li" key={row.id} withBorder p="sm" radius="md">
              <Stack gap="xs">
                {of('title').map((c) => (
                  <div key={c.id} style={{ overflowWrap: 'break-word' }}>
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </div>
                ))}
                <Stack component="dl" gap={6} m={0}>
                  {of('field').map((c) => (
                    <div key={c.id}>
                      <Text component="dt" size="xs" fw={700} c="gray.7">
                        {headerText(c.column)}
                      </Text>
                      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'break-word' }}>
                        {flexRender(c.column.columnDef.cell, c.getContext())}
                      </Text>
                    </div>
                  ))}
                </Stack>
                {of('actions').map((c) => (
                  <div key={c.id}>{flexRender(c.column.columnDef.cell, c.getContext())}</div>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={minWidth ?? 0} type="native">
        <Table
          striped
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={updating || undefined}
          style={{ opacity: updating ? 0.6 : 1 }}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const style = cellStyle(column.columnDef.meta);
                  return column.columnDef.enableSorting === true ? (
                    <SortHeader
                      key={header.id}
                      label={headerText(column)}
                      order={state.sort === column.id ? state.order : null}
                      onSort={() => onSort(column.id)}
                      style={style}
                    />
                  ) : (
                    <Table.Th key={header.id} style={style}>
                      {flexRender(column.columnDef.header, header.getContext())}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} style={cellStyle(cell.column.columnDef.meta)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      {toolbar}
      {data && (
        <Group gap="xs" mih={20}>
          <Text size="sm" role="status">
            {texts.count ? texts.count(data.total) : t('count', { count: data.total })}
          </Text>
          {updating && <Loader size="xs" role="status" aria-label={t('updating')} />}
        </Group>
      )}
      {body}
      {data && data.total > 0 && (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('pageSize')}
            value={String(state.limit)}
            onChange={(e) => patch({ limit: Number(e.currentTarget.value) })}
            data={pageSizes.map(String)}
          />
          <Group gap={6} component="nav" aria-label={t('pager.label')} wrap="wrap">
            <Button
              variant="default"
              size="compact-md"
              aria-label={t('pager.firstLabel')}
              disabled={state.page <= 1}
              onClick={() => go((latest) => ({ ...latest, page: 1 }))}
            >
              {t('pager.first')}
            </Button>
            <Button
              variant="default"
              size="compact-md"
              disabled={state.page <= 1}
              onClick={() =>
                go((latest) => ({ ...latest, page: Math.max(1, Math.min(latest.page - 1, pages)) }))
              }
            >
              {t('pager.previous')}
            </Button>
            <Text size="sm" mx={4} aria-live="polite">
              {t('pager.page', { page: state.page, pages })}
            </Text>
            <Button
              variant="default"
              size="compact-md"
              disabled={state.page >= pages}
              onClick={() =>
                go((latest) => ({ ...latest, page: Math.min(latest.page + 1, pages) }))
              }
            >
              {t('pager.next')}
            </Button>
            <Button
              variant="default"
              size="compact-md"
              aria-label={t('pager.lastLabel')}
              disabled={state.page >= pages}
              onClick={() => go((latest) => ({ ...latest, page: pages }))}
            >
              {t('pager.last')}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
