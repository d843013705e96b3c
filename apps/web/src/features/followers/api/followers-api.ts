import { useMutation, useQuery } from '@tanstack/react-query';
import {
  batchResultSchema,
  followerAuditResultSchema,
  jobStartedSchema,
  profileTrustSchema,
  type AnalyzeFollowersRequest,
  type FollowerPlatform,
  type JobStatus,
} from '@vigil/shared';
import { api, apiResponse } from '../../../lib/api-client';

const running = (status: JobStatus | undefined) => status === 'queued' || status === 'running';
/** While a job runs its state is read this often (the server writes progress a few times a second). */
export const POLL_MS = 500;

/** 'Trust Score berechnen': `GET /api/follower/analyze-profile/:platform/:username`. */
export const useProfileTrust = () =>
  useMutation({
    mutationKey: ['followers', 'trust'],
    mutationFn: (input: { platform: FollowerPlatform; username: string }) =>
      api(
        `/follower/analyze-profile/${encodeURIComponent(input.platform)}/${encodeURIComponent(input.username)}`,
        { schema: profileTrustSchema },
      ),
  });

/** 'Follower analysieren': `POST /api/analyze-followers` → the job id. */
export const useStartAudit = () =>
  useMutation({
    mutationKey: ['followers', 'start'],
    mutationFn: (body: AnalyzeFollowersRequest) =>
      api('/analyze-followers', { method: 'POST', body, schema: jobStartedSchema }),
  });

/** An audit's state and result; read again while the job runs. Idle without a job id. */
export const useAuditResult = (jobId: string | null) =>
  useQuery({
    queryKey: ['followers', 'audit', jobId],
    queryFn: ({ signal }) =>
      api(`/analyze-followers/${encodeURIComponent(jobId ?? '')}/results`, {
        schema: followerAuditResultSchema,
        signal,
      }),
    enabled: jobId !== null,
    retry: false,
    refetchInterval: (q) => (running(q.state.data?.status) ? POLL_MS : false),
  });

/** Cancels a job (`POST /api/jobs/:id/cancel`). */
export const useCancelJob = () =>
  useMutation({
    mutationKey: ['followers', 'cancel'],
    mutationFn: (jobId: string) =>
      api(`/jobs/${encodeURIComponent(jobId)}/cancel`, { method: 'POST' }),
  });

/** 'Batch starten': `POST /api/analyze-followers/batch` with the file's text. */
export const useStartBatch = () =>
  useMutation({
    mutationKey: ['followers', 'batch'],
    mutationFn: (csv: string) =>
      api('/analyze-followers/batch', { method: 'POST', body: { csv }, schema: jobStartedSchema }),
  });

/** A batch's state and its lines so far; read again while it runs. */
export const useBatchResult = (jobId: string | null) =>
  useQuery({
    queryKey: ['followers', 'batch', jobId],
    queryFn: ({ signal }) =>
      api(`/analyze-followers/batch/${encodeURIComponent(jobId ?? '')}`, {
        schema: batchResultSchema,
        signal,
      }),
    enabled: jobId !== null,
    retry: false,
    refetchInterval: (q) => (running(q.state.data?.status) ? POLL_MS : false),
  });

/** Downloads a batch's results as CSV (reasons in `lang`). */
export async function downloadBatchCsv(jobId: string, lang: 'de' | 'en') {
  const res = await apiResponse(
    `/analyze-followers/batch/${encodeURIComponent(jobId)}/csv?lang=${lang}`,
    { accept: 'text/csv' },
  );
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `batch-${jobId}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
