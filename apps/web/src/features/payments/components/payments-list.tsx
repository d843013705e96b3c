import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { paymentListQuerySchema, type Payment, type PaymentStatus } from '@vigil/shared/payments';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  SoftBreaks,
  useListState,
  listTexts,
  selectFilter,
} from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { usePayments } from '../api/get-payments';

const column = createColumnHelper<Payment>();
const PAGE_SIZES = [10, 20, 50] as const;

const STATUS_COLOR: Record<PaymentStatus, string> = {
  paid: 'teal',
  pending: 'blue',
  failed: 'red',
  cancelled: 'gray',
};

/** A payment's amount in the UI language: '4,99 €' / '€4.99'. */
function useMoney() {
  const format = useFormat();
  return (p: Pick<Payment, 'amount_cents' | 'currency'>) =>
    format.number(p.amount_cents / 100, { style: 'currency', currency: p.currency.toUpperCase() });
}

/** The receipt of a paid payment: what was bought, when, for how much, the provider's reference. */
function ReceiptModal({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = useMoney();
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title={t('receipt.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('receipt.close') }}
    >
      {payment && (
        <Stack>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              {(
                [
                  [t('receipt.number'), payment.receipt_ref ?? '–'],
                  [t('receipt.paidAt'), format.dateTime(payment.paid_at)],
                  [t('receipt.item'), payment.description || t(`purpose.${payment.purpose}`)],
                  [t('receipt.subject'), payment.subject_id],
                  [t('receipt.amount'), money(payment)],
                  [t('receipt.provider'), t(`provider.${payment.provider}`)],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="35%">{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {payment.provider === 'demo' && (
            <Text size="sm" c="gray.7">
              {t('receipt.demo')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
            <Button onClick={onClose}>{t('receipt.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The signed-in user's payments on the shared data table (view in the URL, server paging). */
export function PaymentsList() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = useMoney();
  const list = useListState(paymentListQuerySchema);
  const query = usePayments(list.state);
  const [receipt, setReceipt] = useState<Payment | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        id: 'created_at',
        header: t('columns.date'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: ({ getValue }) => <time dateTime={getValue()}>{format.dateTime(getValue())}</time>,
      }),
      column.display({
        id: 'purpose',
        header: t('columns.purpose'),
        meta: { card: 'title', breakLong: true },
        cell: ({ row }) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t(`purpose.${row.original.purpose}`)}
            </Text>
            <Text size="xs" c="gray.7">
              <SoftBreaks text={row.original.subject_id} />
            </Text>
          </Stack>
        ),
      }),
      column.accessor('amount_cents', {
        id: 'amount',
        header: t('columns.amount'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: ({ row }) => money(row.original),
      }),
      column.accessor('provider', {
        header: t('columns.provider'),
        cell: ({ getValue }) => t(`provider.${getValue()}`),
      }),
      column.accessor('status', {
        id: 'status',
        header: t('columns.status'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <Badge color={STATUS_COLOR[getValue()]} variant="light" tt="none">
            {t(`status.${getValue()}`)}
          </Badge>
        ),
      }),
      column.display({
        id: 'receipt',
        header: t('columns.receipt'),
        meta: { card: 'actions' },
        cell: ({ row }) =>
          row.original.status === 'paid' ? (
            <Button size="compact-sm" variant="default" onClick={() => setReceipt(row.original)}>
              {t('receipt.open', { date: format.date(row.original.paid_at) })}
            </Button>
          ) : (
            <Text size="sm" c="gray.7">
              –
            </Text>
          ),
      }),
    ],
    [t, format, money],
  );

  return (
    <>
      <DataTable
        label={t('list.title')}
        list={list}
        query={query}
        columns={columns}
        pageSizes={PAGE_SIZES}
        minWidth={760}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        filters={[
          selectFilter('purpose', t('columns.purpose'), ['badge', 'image_licence'] as const, (p) =>
            t(`purpose.${p}`),
          ),
          selectFilter(
            'status',
            t('columns.status'),
            ['paid', 'pending', 'failed', 'cancelled'] as const,
            (s) => t(`status.${s}`),
          ),
        ]}
        texts={listTexts(t, 'list.')}
      />
      <ReceiptModal payment={receipt} onClose={() => setReceipt(null)} />
    </>
  );
}
