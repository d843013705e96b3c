import { useMutation, useQuery } from '@tanstack/react-query';
import { jobSchema, type Job } from '@vigil/shared/jobs';
import { api, apiResponse } from '../../../lib/api-client';

/** `POST /api/accounts/current/export`: prepares the archive of all the user's data (a job). */
export const startDataExport = () =>
  api('/accounts/current/export', { method: 'POST', schema: jobSchema });

export const useStartDataExport = () => useMutation({ mutationFn: startDataExport });

const finished = (job: Job | undefined) =>
  job !== undefined && ['succeeded', 'failed', 'cancelled'].includes(job.status);

/** `GET /api/jobs/:id`, every second until the export job has finished. */
export const useExportJob = (id: string | undefined) =>
  useQuery({
    queryKey: ['data-export', id],
    queryFn: ({ signal }) => api(`/jobs/${id}`, { schema: jobSchema, signal }),
    enabled: id !== undefined,
    refetchInterval: (query) => (finished(query.state.data) ? false : 1000),
  });

/** `GET /api/accounts/current/export/:id`: the zip, as a blob to save. */
export const downloadDataExport = async (id: string) =>
  (await apiResponse(`/accounts/current/export/${id}`, { accept: 'application/zip' })).blob();
