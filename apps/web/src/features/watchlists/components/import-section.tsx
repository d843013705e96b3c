import { Alert, Button, FileInput, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { watchImportRequestSchema } from '@vigil/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useImportAccounts } from '../api/watched-accounts';
import { describeBadLines, serverBadLines, type BadLine } from '../import-csv';

/** The request's limit on the CSV text (the shared schema's). */
const MAX_CSV = watchImportRequestSchema.shape.csv.maxLength ?? 1_000_000;

type Outcome =
  | { kind: 'done'; added: number; already: number }
  | { kind: 'badLines'; lines: BadLine[] }
  | { kind: 'problem'; text: string }
  | null;

/**
 * A CSV of `platform,username` lines, from a file or pasted. The server takes all lines or none:
 * when it refuses, its bad lines are listed by number with what is wrong with each.
 */
export function ImportSection({ watchlistId }: { watchlistId: string }) {
  const { t } = useTranslation('watchlists');
  const errorText = useErrorText();
  const headingId = useId();
  const run = useImportAccounts(watchlistId);
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [reading, setReading] = useState(false);

  async function submit() {
    setOutcome(null);
    if (file && file.size > MAX_CSV)
      return setOutcome({ kind: 'problem', text: t('import.tooLarge') });
    let csv = pasted;
    if (file) {
      setReading(true);
      try {
        csv = await file.text();
      } finally {
        setReading(false);
      }
    }
    if (csv.trim() === '') return setOutcome({ kind: 'problem', text: t('import.nothing') });
    if (csv.length > MAX_CSV) return setOutcome({ kind: 'problem', text: t('import.tooLarge') });
    run.mutate(csv, {
      onSuccess: (r) => {
        setOutcome({ kind: 'done', added: r.added, already: r.alreadyWatched });
        setFile(null);
        setPasted('');
      },
      onError: (err) => {
        const lines = serverBadLines(err);
        setOutcome(
          lines
            ? { kind: 'badLines', lines: describeBadLines(csv, lines) }
            : { kind: 'problem', text: t('import.failed', { message: errorText(err) }) },
        );
      },
    });
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {t('import.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('import.help')}
      </Text>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.filePlaceholder')}
        accept=".csv,text/csv,text/plain"
        clearable
        value={file}
        onChange={setFile}
      />
      <Textarea
        label={t('import.paste')}
        rows={4}
        spellCheck={false}
        value={pasted}
        onChange={(e) => setPasted(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Button
        onClick={() => void submit()}
        loading={run.isPending || reading}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('import.submit')}
      </Button>
      <div role="status">
        {outcome?.kind === 'done' && (
          <Text size="sm">
            {t('import.done', { added: outcome.added, already: outcome.already })}
          </Text>
        )}
      </div>
      {outcome?.kind === 'badLines' && (
        <Alert color="red" title={t('import.badLines')} role="alert">
          <List size="sm">
            {outcome.lines.map((l) => (
              <List.Item key={l.line}>
                {l.line === 0
                  ? t('import.problems.file')
                  : t('import.line', { line: l.line, problem: t(`import.problems.${l.problem}`) })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {outcome?.kind === 'problem' && (
        <Text size="sm" c="red.9" role="alert">
          {outcome.text}
        </Text>
      )}
    </Stack>
  );
}
