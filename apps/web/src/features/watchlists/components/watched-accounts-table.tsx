import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import {
  watchedAccountsQuerySchema,
  watchPlatformSchema,
  watchStatusSchema,
  type Watchlist,
  type WatchedAccount,
  type WatchStatus,
} from '@vigil/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  accountColumns,
  DataTable,
  selectFilter,
  useListState,
} from '../../../components/data-table';
import { useRemoveFromWatchlist, useWatchTexts } from '../../../components/watch';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { useWatchedAccounts, watchedAccountsExportPath } from '../api/watched-accounts';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const column = createColumnHelper<WatchedAccount>();

const STATUS_COLOR: Record<WatchStatus, string> = {
  pending: 'gray',
  ok: 'teal',
  private: 'yellow',
  not_found: 'orange',
  failed: 'red',
};

/** The account detail, where its 'Verlauf' is shown. */
export const accountDetailPath = (a: Pick<WatchedAccount, 'platform' | 'username'>) =>
  `/account-detail/${encodeURIComponent(a.platform)}/${encodeURIComponent(a.username)}`;

/**
 * The list's accounts in the house data table: sorted, filtered and paged on the server, the
 * view in the URL. Each row says what the last check found (a failing check with how often and
 * why), the growth flags of the last 30 days in words, and leads to the account's history.
 */
export function WatchedAccountsTable({ list }: { list: Watchlist }) {
  const { t } = useTranslation('watchlists');
  const format = useFormat();
  const texts = useWatchTexts();
  const errorText = useErrorText();
  const state = useListState(watchedAccountsQuerySchema);
  const accounts = useWatchedAccounts(list.id, state.state);
  const remove = useRemoveFromWatchlist();
  const [removing, setRemoving] = useState<WatchedAccount | null>(null);
  const [now] = useState(() => Date.now());

  const columns = useMemo(
    () => [
      ...accountColumns<WatchedAccount>({
        platformHeader: t('table.columns.platform'),
        platformName: (p) => t(`platforms.${p}`),
        usernameHeader: t('table.columns.username'),
        username: (a) => (
          <Anchor component={Link} to={accountDetailPath(a)} fw={600}>
            {a.username}
          </Anchor>
        ),
      }),
      column.accessor((a) => a.latest?.followers ?? null, {
        id: 'followers',
        header: t('table.columns.followers'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: ({ getValue }) => format.number(getValue()),
      }),
      column.accessor((a) => a.latest?.trustScore ?? null, {
        id: 'trustScore',
        header: t('table.columns.trustScore'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: ({ getValue }) => format.number(getValue()),
      }),
      column.accessor('lastCheckedAt', {
        id: 'lastChecked',
        header: t('table.columns.lastChecked'),
        enableSorting: true,
        cell: ({ row }) => {
          const a = row.original;
          return (
            <Stack gap={0}>
              {a.lastCheckedAt ? (
                <time dateTime={a.lastCheckedAt} title={format.dateTime(a.lastCheckedAt)}>
                  {format.relativeTime(a.lastCheckedAt, now)}
                </time>
              ) : (
                <Text span size="sm">
                  {t('table.never')}
                </Text>
              )}
              <Text span size="xs" c="gray.7">
                {t('table.nextCheck', { time: format.relativeTime(a.nextCheckAt, now) })}
              </Text>
            </Stack>
          );
        },
      }),
      column.accessor('status', {
        header: t('table.columns.status'),
        meta: { minWidth: 120 },
        cell: ({ row }) => {
          const a = row.original;
          return (
            <Stack gap={2} align="flex-start">
              <Badge variant="light" color={STATUS_COLOR[a.status]}>
                {t(`table.statuses.${a.status}`)}
              </Badge>
              {a.failures > 0 && a.failureReason && (
                <Text size="xs" c="red.9">
                  {t('table.failing', {
                    count: a.failures,
                    reason: errorText(
                      new ApiError(0, a.failureReason, a.failureReason as ApiError['code']),
                    ),
                  })}
                </Text>
              )}
            </Stack>
          );
        },
      }),
      column.accessor('recentFlags', {
        header: t('table.columns.flags'),
        meta: { minWidth: 180 },
        cell: ({ getValue }) => {
          const flags = getValue();
          if (flags.length === 0) return t('table.noFlags');
          return (
            <Stack gap={2}>
              {flags.map((f) => (
                <Text key={`${f.kind}:${f.day}`} size="sm" c="red.9">
                  {texts.flag(f)}
                </Text>
              ))}
            </Stack>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t('table.columns.actions'),
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={accountDetailPath(row.original)}
              variant="default"
              size="compact-sm"
              aria-label={t('table.historyLabel', { username: row.original.username })}
            >
              {t('table.history')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={t('table.removeLabel', { username: row.original.username })}
              onClick={() => {
                remove.reset();
                setRemoving(row.original);
              }}
            >
              {t('table.remove')}
            </Button>
          </Group>
        ),
      }),
    ],
    // `format`, `texts` and `errorText` follow the language, as `t` does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, now],
  );

  return (
    <>
      <DataTable
        label={t('table.label', { name: list.name })}
        list={state}
        query={accounts}
        columns={columns}
        pageSizes={[25, 50, 100]}
        minWidth={860}
        search={{ label: t('table.search') }}
        filters={[
          selectFilter('platform', t('table.filters.platform'), watchPlatformSchema.options, (p) =>
            t(`platforms.${p}`),
          ),
          selectFilter('status', t('table.filters.status'), watchStatusSchema.options, (s) =>
            t(`table.statuses.${s}`),
          ),
        ]}
        exportSource={{
          fileName: `watchlist-${list.name}`,
          path: (format) => watchedAccountsExportPath(list.id, state.state, format),
        }}
        texts={{
          count: (count) => t('table.count', { count }),
          empty: t('table.empty'),
          noMatches: t('table.noMatches'),
          loadFailed: t('table.loadFailed'),
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('removeAccount.title', { username: removing?.username ?? '' })}
        text={t('removeAccount.text', { list: list.name })}
        confirm={t('removeAccount.confirm')}
        cancel={t('removeAccount.cancel')}
        busy={remove.isPending}
        failure={
          remove.isError ? t('removeAccount.failed', { message: errorText(remove.error) }) : null
        }
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { watchlistId: list.id, accountId: removing.id },
            { onSuccess: () => setRemoving(null) },
          )
        }
      />
    </>
  );
}
