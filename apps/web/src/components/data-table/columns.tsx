import { runtimeT, type AnyNamespaceT } from '../../lib/form-errors';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { DataTableProps } from './data-table';
import type { ReactNode } from 'react';
import type { ExportSource } from './export-menu';

/**
 * The "when" column of a list: the row's `createdAt` as a `<time>`, sortable on the server as
 * `created_at`. Each screen says how it formats the instant (date only, or date and time).
 */
export function createdAtColumn<Row extends { createdAt: string }>(
  header: string,
  format: (iso: string) => string,
): ColumnDef<Row, string> {
  return createColumnHelper<Row>().accessor((row) => row.createdAt, {
    id: 'created_at',
    header,
    enableSorting: true,
    meta: { nowrap: true },
    cell: ({ getValue }) => <time dateTime={getValue()}>{format(getValue())}</time>,
  });
}

/**
 * The two columns that name an account in an account list: its platform (by `platformName`, in
 * the reader's language) and its username (the row's title on a phone, drawn by `username`,
 * e.g. a link to the account), both sortable on the server by their own names.
 */
export function accountColumns<Row extends { platform: string; username: string }>(texts: {
  platformHeader: string;
  platformName: (platform: Row['platform']) => string;
  usernameHeader: string;
  username: (row: Row) => ReactNode;
}): [ColumnDef<Row, Row['platform']>, ColumnDef<Row, string>] {
  const column = createColumnHelper<Row>();
  return [
    column.accessor((row) => row.platform, {
      id: 'platform',
      header: texts.platformHeader,
      enableSorting: true,
      meta: { nowrap: true },
      cell: ({ getValue }) => texts.platformName(getValue()),
    }),
    column.accessor((row) => row.username, {
      id: 'username',
      header: texts.usernameHeader,
      enableSorting: true,
      meta: { card: 'title', breakLong: true },
      cell: ({ row }) => texts.username(row.original),
    }),
  ];
}

type ListTexts = NonNullable<DataTableProps<unknown, never>['texts']>;

/**
 * A list's own words from its namespace: `total` (plural), `empty`, `noMatches` and
 * `loadFailed` under `prefix` (e.g. 'mine.'), with `overrides` where a screen words one apart.
 */
export function listTexts(
  anyT: AnyNamespaceT,
  prefix = '',
  overrides: Partial<ListTexts> = {},
): ListTexts {
  const t = runtimeT(anyT);
  return {
    count: (count) => t(`${prefix}total`, { count }),
    empty: t(`${prefix}empty`),
    noMatches: t(`${prefix}noMatches`),
    loadFailed: t(`${prefix}loadFailed`),
    ...overrides,
  };
}

/**
 * What a searchable server list (audit log, outbox, image review, profiles) reads alike from its
 * namespace: the table named by `title`, the search box by `filters.search` and
 * `filters.searchPlaceholder`, the words of listTexts (or `texts`), and where it can be
 * exported, its export. Spread into DataTable beside the screen's own columns and filters.
 */
export function searchableListProps(
  anyT: AnyNamespaceT,
  {
    exportSource,
    texts = listTexts(anyT),
  }: { exportSource?: ExportSource; texts?: ListTexts } = {},
) {
  const t = runtimeT(anyT);
  return {
    label: t('title'),
    search: { label: t('filters.search'), placeholder: t('filters.searchPlaceholder') },
    exportSource,
    texts,
  };
}
