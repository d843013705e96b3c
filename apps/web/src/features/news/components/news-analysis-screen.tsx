import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AddUrlBody, UrlInfo } from '@vigil/shared/news';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddUrl, useValidateUrl } from '../api/news-api';
import { UrlDialog } from './url-dialog';
import { UrlInfoView } from './url-info';
import { ScreenHeader } from '../../../components/screen-header';

type Dialog = { mode: 'check' } | { mode: 'submit'; url: string } | null;
type Notice = { kind: 'notInDatabase'; url: string } | { kind: 'stored' } | { kind: 'storeFailed' };

/**
 * 'News outlet evaluation' (spec 002): 'Click to enter News Source' opens 'Enter News Source';
 * the URL is checked on the server. A reply with a url fills 'URL Information'; anything else
 * (an unknown domain, a failure) clears it and shows 'Die URL ist keine valide URL oder nicht
 * in unserer Datenbank.'. Then the source can be submitted for review with an additional text
 * (the spec's `POST /api/add-url`, which had no visible trigger).
 */
export function NewsAnalysisScreen() {
  const { t, i18n } = useTranslation('news');
  const check = useValidateUrl();
  const add = useAddUrl();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [result, setResult] = useState<UrlInfo | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = (form: AddUrlBody) => {
    const current = dialog;
    setDialog(null);
    if (current?.mode === 'submit') {
      add.mutate(form, {
        onSuccess: () => setNotice({ kind: 'stored' }),
        onError: () => setNotice({ kind: 'storeFailed' }),
      });
      return;
    }
    setNotice(null);
    check.mutate(
      { url: form.url, lang: i18n.language === 'de' ? 'de' : 'en' },
      {
        onSuccess: (info) => {
          if (info.url) {
            setResult(info);
            setNotice(null);
          } else {
            setResult(null);
            setNotice({ kind: 'notInDatabase', url: form.url });
          }
        },
        onError: () => {
          setResult(null);
          setNotice({ kind: 'notInDatabase', url: form.url });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('analysis.title')} intro={t('analysis.intro')} maw={760} />
      <Group>
        <Button onClick={() => setDialog({ mode: 'check' })} loading={check.isPending}>
          {t('analysis.open')}
        </Button>
      </Group>

      <div aria-live="polite">
        {notice?.kind === 'notInDatabase' && (
          <Alert color="red" title={t('analysis.notInDatabase')}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{t('analysis.submitHint')}</Text>
              <Button
                variant="default"
                size="sm"
                onClick={() => setDialog({ mode: 'submit', url: notice.url })}
                loading={add.isPending}
              >
                {t('analysis.submitForReview')}
              </Button>
            </Stack>
          </Alert>
        )}
        {notice?.kind === 'stored' && <Alert color="green">{t('analysis.stored')}</Alert>}
        {notice?.kind === 'storeFailed' && <Alert color="red">{t('analysis.storeFailed')}</Alert>}
      </div>

      {result && <UrlInfoView info={result} />}

      <UrlDialog
        opened={dialog !== null}
        notValid={dialog?.mode === 'submit'}
        initialUrl={dialog?.mode === 'submit' ? dialog.url : ''}
        onClose={() => setDialog(null)}
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
