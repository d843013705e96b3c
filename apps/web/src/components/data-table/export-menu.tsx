import { Alert, Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import type { ExportFormat } from '@vigil/shared/list-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text';
import { downloadList, saveFile, WrongExportTypeError, type DownloadProgress } from './download';

/** Bytes in the locale: "850 B", "12,4 kB", "3.1 MB". */
export function formatBytes(bytes: number, locale: string) {
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

type Run = { format: ExportFormat; progress: DownloadProgress; controller: AbortController };
type Outcome = { kind: 'done' | 'cancelled' | 'failed'; text: string } | null;

/** Where a list's export comes from: the list endpoint with `format`, and the fallback name. */
export type ExportSource = {
  /** The API path (after `/api`) of the whole filtered list in a format. */
  path: (format: ExportFormat) => string;
  /** File name without extension, used when the server names none. */
  fileName: string;
};

const FORMATS: ExportFormat[] = ['csv', 'json'];

/**
 * 'Exportieren' → CSV or JSON of the whole filtered list, downloaded with the bearer token and
 * saved as a file. While it runs, a progress bar (percent of Content-Length, or the bytes
 * received) and a cancel button; afterwards one line saying how it went.
 */
export function ExportMenu({ source }: { source: ExportSource }) {
  const { t, i18n } = useTranslation('dataTable');
  const errorText = useErrorText();
  const [run, setRun] = useState<Run | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Leaving the screen stops a running download.
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setOutcome(null);
    setRun({ format, controller, progress: { received: 0, total: null } });
    try {
      const { blob, fileName } = await downloadList(source.path(format), format, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (mounted.current) setRun((r) => (r ? { ...r, progress } : r));
        },
      });
      const name =
        fileName ?? `${source.fileName}-${new Date().toISOString().slice(0, 10)}.${format}`;
      saveFile(blob, name);
      if (mounted.current) setOutcome({ kind: 'done', text: t('export.done', { fileName: name }) });
    } catch (err) {
      if (!mounted.current) return;
      if (controller.signal.aborted) {
        setOutcome({ kind: 'cancelled', text: t('export.cancelled') });
      } else {
        const message =
          err instanceof WrongExportTypeError
            ? t('export.wrongType', { format: format.toUpperCase() })
            : errorText(err);
        setOutcome({ kind: 'failed', text: t('export.failed', { message }) });
      }
    } finally {
      if (mounted.current) setRun(null);
      controllerRef.current = null;
    }
  };

  const label = (r: Run) => {
    const format = r.format.toUpperCase();
    const { received, total } = r.progress;
    if (received === 0) return t('export.running', { format });
    const lng = i18n.language;
    return total
      ? t('export.progress', {
          format,
          received: formatBytes(received, lng),
          total: formatBytes(total, lng),
        })
      : t('export.received', { format, received: formatBytes(received, lng) });
  };
  const percent = run?.progress.total
    ? Math.round((run.progress.received / run.progress.total) * 100)
    : null;

  return (
    <Stack gap="xs">
      <Menu position="bottom-end" withinPortal={false}>
        <Menu.Target>
          <Button variant="default" loading={run !== null}>
            {t('export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => void start(format)}>
              {t(`export.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {run && (
        <Stack gap={4} miw={220}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" role="status">
              {label(run)}
              {percent !== null && ` (${percent} %)`}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => run.controller.abort()}>
              {t('export.cancel')}
            </Button>
          </Group>
          {percent === null ? (
            // How much is left is unknown: a moving bar, the status line says what arrived.
            <Progress value={100} striped animated aria-hidden="true" />
          ) : (
            <Progress value={percent} aria-label={t('export.label')} />
          )}
        </Stack>
      )}
      {outcome && (
        <Alert
          color={outcome.kind === 'failed' ? 'red' : outcome.kind === 'done' ? 'teal' : 'gray'}
          withCloseButton
          closeButtonLabel={t('export.close')}
          onClose={() => setOutcome(null)}
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          py="xs"
        >
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
