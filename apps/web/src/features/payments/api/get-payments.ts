import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentListQuerySchema, paymentPageSchema } from '@vigil/shared/payments';
import { toQueryParams, type ListState } from '../../../components/data-table/list-state';
import { api } from '../../../lib/api-client';

export type PaymentListState = ListState<typeof paymentListQuerySchema>;

/** `GET /api/payments?…`: the signed-in user's payments (badges, image licences), newest first. */
export const getPayments = (state: PaymentListState, signal?: AbortSignal) =>
  api(`/payments?${toQueryParams(paymentListQuerySchema, state)}`, {
    schema: paymentPageSchema,
    signal,
  });

export const usePayments = (state: PaymentListState) =>
  useQuery(
    queryOptions({
      queryKey: ['payments', state],
      queryFn: ({ signal }) => getPayments(state, signal),
      placeholderData: keepPreviousData,
    }),
  );
