import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { NEWS_ADDITIONAL_TEXT_MAX, newsUrlSchema, type AddUrlBody } from '@vigil/shared/news';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';

/** The dialog's width (spec 002 §9). */
export const URL_DIALOG_WIDTH = 400;

/** The dialog's error for a URL, as a catalogue key; null when the URL is valid. */
export function urlProblem(url: string): 'required' | 'invalid' | null {
  const result = newsUrlSchema.safeParse(url);
  if (result.success) return null;
  return url.trim() === '' ? 'required' : 'invalid';
}

/**
 * 'Enter News Source' (spec 002 "URL dialog"): a URL field, the Additional Text field only
 * when the dialog data says the URL is not valid, Cancel and Submit (disabled while the form
 * is invalid). Submit closes the dialog and hands back `{ url, additionalText }`.
 */
export function UrlDialog({
  opened,
  notValid,
  initialUrl = '',
  onClose,
  onSubmit,
}: {
  opened: boolean;
  /** The dialog data: true when the URL was found not valid (shows Additional Text). */
  notValid: boolean;
  initialUrl?: string;
  onClose: () => void;
  onSubmit: (form: AddUrlBody) => void;
}) {
  const { t } = useTranslation('news');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialog.title')}
      size={URL_DIALOG_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {/* Mounted only while open: every opening starts from a fresh form. */}
      <UrlForm notValid={notValid} initialUrl={initialUrl} onCancel={onClose} onSubmit={onSubmit} />
    </Modal>
  );
}

function UrlForm({
  notValid,
  initialUrl,
  onCancel,
  onSubmit,
}: {
  notValid: boolean;
  initialUrl: string;
  onCancel: () => void;
  onSubmit: (form: AddUrlBody) => void;
}) {
  const { t } = useTranslation('news');
  const [url, setUrl] = useState(initialUrl);
  const [additionalText, setAdditionalText] = useState('');
  const [touched, setTouched] = useState(initialUrl !== '');

  const problem = urlProblem(url);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    onSubmit({ url: url.trim(), additionalText: notValid ? additionalText.trim() : '' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('dialog.url')}
          placeholder={t('dialog.urlPlaceholder')}
          value={url}
          type="url"
          required
          data-autofocus
          autoComplete="url"
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            if (e.currentTarget.value !== '') setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={touched && problem ? t(`dialog.${problem}`) : undefined}
        />
        {notValid && (
          <Textarea
            label={t('dialog.additionalText')}
            description={t('dialog.additionalTextHint')}
            value={additionalText}
            maxLength={NEWS_ADDITIONAL_TEXT_MAX}

            rows={3}
            onChange={(e) => setAdditionalText(e.currentTarget.value)}
          />
        )}
        <DialogActions
          cancel={t('dialog.cancel')}
          onCancel={onCancel}
          confirm={t('dialog.submit')}
          disabled={problem !== null}
        />
      </Stack>
    </form>
  );
}
