import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../components/data-table';
import { useErrorText } from '../../../lib/error-text';
import { downloadDataExport, useExportJob, useStartDataExport } from '../api/data-export';
import { AccountSection } from './account-section';

/**
 * GDPR Art. 15/20: the user prepares an archive of all their data (a background job with
 * progress) and downloads it; it stays available for 24 hours.
 */
export function DataExportSection() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const start = useStartDataExport();
  const [jobId, setJobId] = useState<string>();
  const job = useExportJob(jobId);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>();
  const current = job.data ?? start.data;
  const status = current?.status;
  const running = status === 'queued' || status === 'running';
  const percent =
    current?.progress.total && current.progress.total > 0
      ? Math.round((current.progress.done / current.progress.total) * 100)
      : 0;

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (created) => setJobId(created.id),
    });
  const onDownload = async () => {
    if (!jobId) return;
    setDownloading(true);
    setDownloadError(undefined);
    try {
      saveFile(await downloadDataExport(jobId), 'vigil-data.zip');
    } catch (err) {
      setDownloadError(err);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AccountSection title={t('export.title')} intro={t('export.intro')}>
      {running && (
        <Stack gap={4} w="100%" maw={420}>
          <Text size="sm" role="status">
            {t('export.preparing', { percent })}
          </Text>
          <Progress value={percent} aria-label={t('export.progressLabel')} />
        </Stack>
      )}
      {status === 'succeeded' && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" role="status">
            {t('export.ready')}
          </Text>
          <Button onClick={() => void onDownload()} loading={downloading}>
            {t('export.download')}
          </Button>
        </Stack>
      )}
      {(status === 'failed' || status === 'cancelled') && (
        <Alert color="red" title={t('export.failed')}>
          {current?.error ? errorText(current.error) : null}
        </Alert>
      )}
      {start.isError && (
        <Alert color="red" title={t('export.failed')}>
          {errorText(start.error)}
        </Alert>
      )}
      {downloadError !== undefined && (
        <Alert color="red" title={t('export.downloadFailed')}>
          {errorText(downloadError)}
        </Alert>
      )}
      {!running && status !== 'succeeded' && (
        <Button variant="default" onClick={onStart} loading={start.isPending}>
          {t('export.button')}
        </Button>
      )}
    </AccountSection>
  );
}
