import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  FileButton,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  profilePlatformSchema,
  profileSubmitInputSchema,
  type ProfileSubmitData,
  type ProfileSubmitInput,
  type ProfileSubmitReply,
} from '@vigil/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { formFields } from '../../../lib/form-errors';
import { IMAGE_ACCEPT, imageFileProblem, type ImageFileProblem } from '../../../lib/image-file';
import { useSubmitProfile } from '../api/submit-profile';
import { useFieldError } from '../errors';

/**
 * Display names of the platforms a profile can be registered for: spec 000 §3's four, then the
 * other platforms Vigil looks up (issue 13: ownership proof on all ten).
 */
export const PLATFORM_LABELS: Record<ProfileSubmitData['platform'], string> = {
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  facebook: 'Facebook',
  snapchat: 'Snapchat',
  telegram: 'Telegram',
  tiktok: 'TikTok',
  truthsocial: 'Truth Social',
  youtube: 'YouTube',
};

/** What stands between the form and a valid screenshot; while set, 'Absenden' is disabled. */
type FileError = ImageFileProblem | 'noFile';

export type SubmittedProfile = { input: ProfileSubmitData; reply: ProfileSubmitReply };

/**
 * The profile form (spec 000 §2.12, §5): the five fields validated with the server's schema,
 * the screenshot picker ('Datei auswählen' plus a read-only box with the file name) and
 * 'Absenden'. Without a file no request is sent; a wrong or too large file is dropped.
 */
export function ProfileForm({ onSubmitted }: { onSubmitted: (p: SubmittedProfile) => void }) {
  const { t } = useTranslation('validateProfile');
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const submit = useSubmitProfile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<FileError | null>(null);
  const resetPicker = useRef<() => void>(null);
  const form = useForm<ProfileSubmitInput, unknown, ProfileSubmitData>({
    resolver: zodResolver(profileSubmitInputSchema),
    defaultValues: {
      full_name: '',
      email: '',
      platform: 'instagram',
      username: '',
      profile_url: '',
    },
  });
  const field = formFields(form, fieldError);

  const dropFile = (problem: FileError) => {
    setFile(null);
    setFileError(problem);
    resetPicker.current?.();
  };

  const onPick = (picked: File | null) => {
    if (!picked) return;
    const problem = imageFileProblem(picked);
    if (problem) return dropFile(problem);
    setFile(picked);
    setFileError(null);
    submit.reset();
  };

  const send = (input: ProfileSubmitData) => {
    if (!file) return setFileError('noFile');
    const body = new FormData();
    for (const [name, value] of Object.entries(input)) body.append(name, value);
    body.append('screenshot', file, file.name);
    submit.mutate(body, {
      onSuccess: (reply) => onSubmitted({ input, reply }),
      onError: (err) => {
        // The server checks the bytes, not the name: a renamed text file ends up here.
        if (err instanceof ApiError && err.status === 415) dropFile('type');
        if (err instanceof ApiError && err.status === 413) dropFile('size');
      },
    });
  };

  const error = submit.error;
  const fileRefused = error instanceof ApiError && (error.status === 413 || error.status === 415);
  const submitError =
    !error || fileRefused ? null : error instanceof ApiError && error.code === 'CONFLICT' ? (
      <Alert color="red">{t('errors.conflict')}</Alert>
    ) : (
      <Alert color="red" title={t('errors.generic')}>
        <Text size="sm">{errorText(error)}</Text>
      </Alert>
    );

  return (
    <Paper withBorder p="lg" maw={640}>
      <form
        noValidate
        aria-label={t('form.label')}
        onSubmit={(e) =>
          void form.handleSubmit(send, () => {
            if (!file) setFileError('noFile');
          })(e)
        }
      >
        <Stack>
          <TextInput
            label={t('form.fullName')}
            autoComplete="name"
            required
            {...field('full_name')}
          />
          <TextInput
            label={t('form.email')}
            description={t('form.emailHint')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <NativeSelect
            label={t('form.platform')}
            required
            data={profilePlatformSchema.options.map((p) => ({
              value: p,
              label: PLATFORM_LABELS[p],
            }))}
            {...field('platform')}
          />
          <TextInput
            label={t('form.username')}
            autoComplete="off"
            required
            {...field('username')}
          />
          <TextInput
            label={t('form.profileUrl')}
            description={t('form.profileUrlHint')}
            type="url"
            inputMode="url"
            required
            {...field('profile_url')}
          />
          <TextInput
            label={t('form.screenshot')}
            description={t('form.screenshotHint')}
            required
            readOnly
            value={file?.name ?? ''}
            placeholder={t('form.noFile')}
            error={fileError ? t(`errors.${fileError}`) : undefined}
            inputContainer={(input) => (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                <FileButton onChange={onPick} accept={IMAGE_ACCEPT} resetRef={resetPicker}>
                  {(props) => (
                    <Button variant="default" {...props}>
                      {t('form.choose')}
                    </Button>
                  )}
                </FileButton>
              </Group>
            )}
          />
          {submitError}
          <Group>
            <Button type="submit" loading={submit.isPending} disabled={fileError !== null}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
