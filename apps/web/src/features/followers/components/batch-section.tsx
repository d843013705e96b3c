import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  MAX_BATCH_BYTES,
  parseBatchCsv,
  reasonText,
  type BatchItem,
  type BatchLineError,
} from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { DemoNotice, DemoTag } from '../../../components/provenance';
import { ApiError } from '../../../lib/api-client';
import { downloadBatchCsv, useBatchResult, useStartBatch } from '../api/followers-api';
import { formatNumber, trustLanguage } from './format';

/** The server's 400 names the bad lines as `errors: "2:unknownPlatform,4:emptyUsername"`. */
function lineErrorsOf(err: unknown): BatchLineError[] | null {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_FAILED') return null;
  const raw = err.params.errors;
  if (typeof raw !== 'string' || raw === '') return null;
  return raw.split(',').map((pair) => {
    const [line, error] = pair.split(':');
    return { line: Number(line), error: error as BatchLineError['error'] };
  });
}

/**
 * The batch CSV section (spec 002): a file, 'Batch starten'; bad lines are named before anything
 * runs (checked here and again by the server); then one job whose lines appear as they finish,
 * with a progress bar and a CSV download. 'Fehler bei der Batch-Analyse' only when the batch as
 * a whole fails.
 */
export function BatchSection({ demoNoticeShown = false }: { demoNoticeShown?: boolean }) {
  const { t, i18n } = useTranslation('followers');
  const errorText = useErrorText();
  const lang = trustLanguage(i18n.language);
  const [file, setFile] = useState<File | null>(null);
  const [lineErrors, setLineErrors] = useState<BatchLineError[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const start = useStartBatch();
  const result = useBatchResult(jobId);

  async function run() {
    setLineErrors(null);
    setFailed(false);
    // Without a chosen file the button does nothing (spec 002 §4).
    if (!file) return;
    const text = file.size > MAX_BATCH_BYTES ? null : await file.text();
    const parsed = text === null ? null : parseBatchCsv(text);
    if (!parsed || !parsed.ok) {
      setLineErrors(parsed ? parsed.errors : [{ line: 0, error: 'tooManyLines' }]);
      return;
    }
    start.mutate(text!, {
      onSuccess: (r) => setJobId(r.jobId),
      onError: (err) => {
        const lines = lineErrorsOf(err);
        if (lines) setLineErrors(lines);
        else setFailed(true);
      },
    });
  }

  async function download() {
    if (!jobId) return;
    setDownloading(true);
    try {
      await downloadBatchCsv(jobId, lang);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  const data = result.data;
  const active = data?.status === 'queued' || data?.status === 'running';
  const wholeFailed = failed || result.isError || data?.status === 'failed';

  const cell = (item: BatchItem) =>
    item.error
      ? errorText(new ApiError(0, item.error, item.error as ApiError['code']))
      : item.reasons.map((r) => reasonText(r.code, r.value, lang)).join(' ');

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="batch-title">
      <Stack gap="sm">
        <Title order={2} id="batch-title" size="h3">
          {t('batch.title')}
        </Title>
        <Text size="sm">{t('batch.help')}</Text>
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={t('batch.file')}
            placeholder={t('batch.filePlaceholder')}
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={setFile}
            style={{ flex: '1 1 240px', minWidth: 0 }}
          />
          <Button onClick={() => void run()} loading={start.isPending}>
            {t('batch.start')}
          </Button>
        </Group>
        {lineErrors && (
          <Alert color="red" title={t('batch.badLines')} role="alert">
            <List size="sm">
              {lineErrors.map((e) => (
                <List.Item key={`${e.line}:${e.error}`}>
                  {t(`batch.lineError.${e.error}`, { line: e.line })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {wholeFailed && (
          <Text c="red.9" role="alert">
            {t('errors.batch')}
          </Text>
        )}
        {data && !demoNoticeShown && <DemoNotice sources={[data.source]} />}
        {data && (
          <Stack gap="xs">
            <Text aria-live="polite">
              {t('batch.progress', {
                done: formatNumber(data.progress.done, i18n.language),
                total: formatNumber(data.progress.total ?? 0, i18n.language),
              })}
            </Text>
            <Progress
              value={data.progress.percent ?? 0}
              aria-label={t('batch.progressLabel')}
              animated={active}
              size="lg"
            />
            {data.items.length > 0 && (
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-label={t('batch.results')} data-testid="batch-results">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('batch.columns.line')}</Table.Th>
                      <Table.Th>{t('batch.columns.platform')}</Table.Th>
                      <Table.Th>{t('batch.columns.username')}</Table.Th>
                      <Table.Th>{t('batch.columns.trust')}</Table.Th>
                      <Table.Th>{t('batch.columns.fake')}</Table.Th>
                      <Table.Th>{t('batch.columns.reasons')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((item) => (
                      <Table.Tr key={item.line}>
                        <Table.Td>{item.line}</Table.Td>
                        <Table.Td>{t(`platforms.${item.platform}`)}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          {item.username} <DemoTag source={data.source} />
                        </Table.Td>
                        <Table.Td>{item.trust_score ?? '–'}</Table.Td>
                        <Table.Td>
                          {item.fake === null ? '–' : item.fake ? t('batch.yes') : t('batch.no')}
                        </Table.Td>
                        <Table.Td c={item.error ? 'red.9' : undefined}>{cell(item)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {data.status === 'succeeded' && (
              <Group>
                <Button variant="default" onClick={() => void download()} loading={downloading}>
                  {t('batch.download')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
