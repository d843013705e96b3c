import { Alert, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { OutboxMessage } from '@vigil/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  SoftBreaks,
  useServerList,
  createdAtColumn,
  searchableListProps,
  selectFilter,
} from '../../../components/data-table';
import { outboxList } from '../api/get-outbox';
import { OUTBOX_CHANNELS, OUTBOX_PAGE_SIZES } from '../list-query';
import { LinkifiedText } from './linkified-text';
import { ScreenHeader } from '../../../components/screen-header';
import { formatTimestamp } from '../../../lib/format';

const column = createColumnHelper<OutboxMessage>();

/**
 * Admin: the e-mails and SMS the outbox adapters stored instead of sending them (no SMTP or
 * SMS gateway configured), on the shared data table: the page and page size live in the URL,
 * sorted by time or recipient, searched (recipient and subject) and filtered by channel on the
 * server; the view lives in the URL and the whole filtered list downloads as CSV or JSON.
 */
export function OutboxScreen() {
  const { t, i18n } = useTranslation('outbox');
  const { list, query: outbox, exportSource } = useServerList(outboxList);

  const columns = useMemo(() => {
    return [
      createdAtColumn<OutboxMessage>(t('columns.time'), (iso) =>
        formatTimestamp(iso, i18n.language),
      ),
      column.accessor('channel', {
        header: t('columns.channel'),
        cell: ({ getValue }) => t(`channel.${getValue()}`),
      }),
      column.accessor('to', {
        header: t('columns.recipient'),
        enableSorting: true,
        meta: { breakLong: true },
        cell: ({ getValue }) => <SoftBreaks text={getValue()} />,
      }),
      column.accessor('subject', {
        header: t('columns.subject'),
        meta: { card: 'title' },
        cell: ({ getValue }) => (
          <Text fw={600} size="sm">
            {getValue() ?? t('noSubject')}
          </Text>
        ),
      }),
      column.accessor('body', {
        header: t('columns.body'),
        cell: ({ getValue }) => (
          <Text
            component="pre"
            size="sm"
            m={0}
            ff="monospace"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            <LinkifiedText text={getValue()} />
          </Text>
        ),
      }),
    ];
  }, [t, i18n.language]);

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} />
      {/* Issue 20 §2: the bodies are secrets; say who sees them and that the log does not. */}
      <Alert color="yellow" role="note" title={t('notice.title')} maw={720}>
        {t('notice.text')}
      </Alert>
      <DataTable
        {...searchableListProps(t, { exportSource })}
        list={list}
        query={outbox}
        columns={columns}
        pageSizes={OUTBOX_PAGE_SIZES}
        minWidth={760}
        filters={[
          selectFilter('channel', t('filters.channel'), OUTBOX_CHANNELS, (c) => t(`channel.${c}`)),
        ]}
      />
    </Stack>
  );
}
