import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  contentCountrySchema,
  contentFormSchema,
  contentLanguageSchema,
  contentPlatformSchema,
  type ContentFile,
  type ContentForm,
  type ContentItem,
} from '@vigil/shared/content';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { formFields } from '../../../lib/form-errors';
import { useCreateContent } from '../api/content-api';
import { FileUpload, StorageUsage } from './file-upload';
import { messageKey } from './validation';

type FormValues = {
  title: string;
  text: string;
  tags: string;
  language: string;
  country: string;
  platform: string;
  additionalPlatforms: string;
};
const EMPTY: FormValues = {
  title: '',
  text: '',
  tags: '',
  language: '',
  country: '',
  platform: '',
  additionalPlatforms: '',
};
/** The same schema the server checks, without the file ids (they come from the uploads). */
const formSchema = contentFormSchema.omit({ imageFileId: true, videoFileId: true });

/**
 * 'Upload your Company related / Brand related content' (spec 002 Variant A): Title, Text,
 * Image file, Video file, Tags, Language, Country, Platform and additional platforms, checked
 * by the shared schema; Submit stores the item (the spec's Submit did nothing).
 */
export function ContentFormCard() {
  const { t } = useTranslation('content');
  const errorText = useErrorText();
  const create = useCreateContent();
  const [image, setImage] = useState<ContentFile | null>(null);
  const [video, setVideo] = useState<ContentFile | null>(null);
  const [pending, setPending] = useState({ image: false, video: false });
  const [waiting, setWaiting] = useState(false);
  const [saved, setSaved] = useState<ContentItem | null>(null);
  const [generation, setGeneration] = useState(0);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: EMPTY,
  });
  const field = formFields(form, (e) => (e ? t(messageKey(e.message)) : undefined));

  const submit = form.handleSubmit((values) => {
    setSaved(null);
    if (pending.image || pending.video) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    const body: ContentForm = {
      ...(values as ContentForm),
      imageFileId: image?.id ?? null,
      videoFileId: video?.id ?? null,
    };
    create.mutate(body, {
      onSuccess: (item) => {
        setSaved(item);
        form.reset(EMPTY);
        setImage(null);
        setVideo(null);
        setPending({ image: false, video: false });
        setGeneration((g) => g + 1);
      },
    });
  });

  const options = <T extends string>(values: readonly T[], label: (value: T) => string) => [
    { value: '', label: t('form.choose') },
    ...values.map((v) => ({ value: v, label: label(v) })),
  ];

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack>
        <TextInput label={t('form.title')} required {...field('title')} />
        <Textarea label={t('form.text')} required rows={4} {...field('text')} />
        <StorageUsage />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" key={generation}>
          <FileUpload
            kind="image"
            label={t('form.image')}
            value={image}
            onChange={setImage}
            onPendingChange={(p) => setPending((s) => ({ ...s, image: p }))}
          />
          <FileUpload
            kind="video"
            label={t('form.video')}
            value={video}
            onChange={setVideo}
            onPendingChange={(p) => setPending((s) => ({ ...s, video: p }))}
          />
        </SimpleGrid>
        <TextInput
          label={t('form.tags')}
          description={t('form.tagsHint')}
          required
          {...field('tags')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('form.language')}
            required
            data={options(contentLanguageSchema.options, (v) => t(`languages.${v}`))}
            {...field('language')}
          />
          <NativeSelect
            label={t('form.country')}
            required
            data={options(contentCountrySchema.options, (v) => t(`countries.${v}`))}
            {...field('country')}
          />
          <NativeSelect
            label={t('form.platform')}
            required
            data={options(contentPlatformSchema.options, (v) => t(`platforms.${v}`))}
            {...field('platform')}
          />
        </SimpleGrid>
        <TextInput
          label={t('form.additionalPlatforms')}
          description={t('form.additionalHint')}
          {...field('additionalPlatforms')}
        />
        {waiting && (pending.image || pending.video) && (
          <Alert color="yellow" role="alert">
            {t('form.uploadFirst')}
          </Alert>
        )}
        {create.isError && (
          <Alert color="red" role="alert">
            {errorText(create.error, otherwise('content:form.failed'))}
          </Alert>
        )}
        {saved && (
          <Alert color="teal" role="status">
            {t('form.saved', { title: saved.title })}{' '}
            <Anchor
              component={Link}
              to={`/upload/${saved.id}/creators`}
              fw={700}
              c="inherit"
              underline="always"
            >
              {t('form.showCreators')}
            </Anchor>
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
