import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  alertSettingsSchema,
  alertsPageSchema,
  alertsQuerySchema,
  markAlertsReadReplySchema,
  type AlertSettings,
} from '@vigil/shared';
import { toQueryParams, type ListState } from '../../../components/data-table/list-state';
import { api } from '../../../lib/api-client';

export type AlertsState = ListState<typeof alertsQuerySchema>;

/** `GET /api/alerts?…`: the inbox, newest first. */
export const useAlerts = (state: AlertsState) =>
  useQuery({
    queryKey: ['alerts', 'list', state],
    queryFn: ({ signal }) =>
      api(`/alerts?${toQueryParams(alertsQuerySchema, state)}`, {
        schema: alertsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /api/alerts/read` with these ids, or `all`. The inbox and the navbar bell (its count
 * is under the same `alerts` prefix) refresh afterwards.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: string[] } | { all: true }) =>
      api('/alerts/read', { method: 'POST', body: which, schema: markAlertsReadReplySchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['alerts'] }),
  });
}

const SETTINGS_KEY = ['alerts', 'settings'] as const;

/** `GET /api/alerts/settings`: how the user gets alerts by e-mail. */
export const useAlertSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api('/alerts/settings', { schema: alertSettingsSchema, signal }),
  });

/** `PUT /api/alerts/settings`. */
export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) =>
      api('/alerts/settings', {
        method: 'PUT',
        body: alertSettingsSchema.parse(settings),
        schema: alertSettingsSchema,
      }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}
