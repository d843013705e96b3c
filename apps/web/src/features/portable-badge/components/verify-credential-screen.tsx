import { Alert, Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { CredentialVerdict, CredentialVerifyReply } from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { useVerifyCredential } from '../api/verify-credential';
import { ScreenHeader } from '../../../components/screen-header';

const COLOR: Record<CredentialVerdict, string> = {
  valid: 'green',
  altered: 'red',
  forged: 'red',
  expired: 'yellow',
  revoked: 'red',
  malformed: 'yellow',
};

function Verdict({ reply }: { reply: CredentialVerifyReply }) {
  const { t } = useTranslation('portableBadge');
  const format = useFormat();
  const s = reply.subject;
  return (
    <Alert
      color={COLOR[reply.verdict]}
      title={t(`verify.verdicts.${reply.verdict}.title`)}
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">{t(`verify.verdicts.${reply.verdict}.text`)}</Text>
        {s && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('verify.subject', { name: s.name, platform: s.platform, username: s.username })}
          </Text>
        )}
        {reply.valid_until && (
          <Text size="sm">{t('verify.validUntil', { date: format.date(reply.valid_until) })}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Check a badge credential (issue 13 §4): upload the downloaded file or paste it; the server
 * says valid, altered, forged, expired or revoked.
 */
export function VerifyCredentialScreen() {
  const { t } = useTranslation('portableBadge');
  const errorText = useErrorText();
  const verify = useVerifyCredential();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);

  const onFile = (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    void file.text().then((content) => {
      setText(content.trim());
      verify.mutate(content);
    });
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('verify.title')} intro={t('verify.intro')} maw={680} c="dimmed" />
      <Paper withBorder p="lg" maw={720}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) verify.mutate(text);
          }}
        >
          <Stack>
            <Group gap="sm">
              <FileButton
                onChange={onFile}
                accept=".jwt,.json,.txt,application/vc+jwt,application/json,text/plain"
              >
                {(props) => (
                  <Button variant="default" {...props}>
                    {t('verify.upload')}
                  </Button>
                )}
              </FileButton>
              {fileName && <Text size="sm">{fileName}</Text>}
            </Group>
            <Textarea
              label={t('verify.pasteLabel')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              rows={6}
              styles={{ input: { fontFamily: 'monospace', wordBreak: 'break-all' } }}
            />
            <Group>
              <Button type="submit" loading={verify.isPending} disabled={!text.trim()}>
                {t('verify.submit')}
              </Button>
            </Group>
            {verify.data && !verify.isPending && <Verdict reply={verify.data} />}
            {verify.isError && (
              <Alert color="red" title={t('verify.failed')}>
                {errorText(verify.error)}
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
