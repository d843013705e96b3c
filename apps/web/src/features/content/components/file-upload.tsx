import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  CONTENT_VIDEO_MAX_BYTES,
  CONTENT_VIDEO_TYPES,
  contentFileFieldsSchema,
  type ContentFile,
} from '@vigil/shared/content';
import { useQueryClient } from '@tanstack/react-query';
import { byteSize } from '@vigil/shared/content';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import {
  contentUsageKey,
  useContentUsage,
  usePrivateFileUrl,
  uploadContentFile,
} from '../api/content-api';
import { messageKey } from './validation';

const ACCEPT = { image: CONTENT_IMAGE_TYPES.join(','), video: CONTENT_VIDEO_TYPES.join(',') };
const MAX = { image: CONTENT_IMAGE_MAX_BYTES, video: CONTENT_VIDEO_MAX_BYTES };

/** Why a chosen file is refused before upload (the server decides by content anyway). */
export function chosenFileProblem(
  file: File,
  kind: 'image' | 'video',
): 'wrongType' | 'tooLarge' | null {
  const types: readonly string[] = kind === 'image' ? CONTENT_IMAGE_TYPES : CONTENT_VIDEO_TYPES;
  if (file.type && !types.includes(file.type)) return 'wrongType';
  if (file.size > MAX[kind]) return 'tooLarge';
  return null;
}

function uploadErrorKey(err: unknown, file: File, kind: 'image' | 'video') {
  if (err instanceof DOMException && err.name === 'AbortError') return 'file.aborted';
  if (err instanceof ApiError) {
    // A file within the size limit that is still too large did not fit the storage quota.
    if (err.code === 'PAYLOAD_TOO_LARGE')
      return file.size > MAX[kind] ? 'file.tooLarge' : 'file.noSpace';
    if (err.code === 'UNSUPPORTED_MEDIA_TYPE') return 'file.unreadable';
  }
  return 'file.failed';
}

/** "Speicher: 1,2 GB von 2 GB belegt": the user's uploads against their quota (issue 20 §4). */
export function StorageUsage() {
  const { t } = useTranslation('content');
  const format = useFormat();
  const usage = useContentUsage();
  if (!usage.data) return null;
  const bytes = (n: number) => {
    const { value, unit } = byteSize(n);
    return `${format.number(value)} ${unit}`;
  };
  const { usedBytes, quotaBytes } = usage.data;
  const text = t('file.usage', { used: bytes(usedBytes), quota: bytes(quotaBytes) });
  return (
    <Stack gap={4}>
      <Text size="sm">{text}</Text>
      <Progress.Root size="sm">
        <Progress.Section
          value={Math.min(100, Math.round((usedBytes / quotaBytes) * 100))}
          aria-label={text}
        />
      </Progress.Root>
    </Stack>
  );
}

/**
 * The per-file form (spec 002 Variant A's second form): a file chooser, a preview of the chosen
 * file, Price, comma-separated Tags and Upload. The upload shows its progress; once stored the
 * server's 500×500 thumbnail replaces the preview and `onChange` gets the saved record
 * (`{ url, type, price, tags }`).
 */
export function FileUpload({
  kind,
  label,
  value,
  onChange,
  onPendingChange,
}: {
  kind: 'image' | 'video';
  label: string;
  value: ContentFile | null;
  onChange: (file: ContentFile | null) => void;
  /** True while a file is chosen but not uploaded (the content form waits for it). */
  onPendingChange: (pending: boolean) => void;
}) {
  const { t } = useTranslation('content');
  const client = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [price, setPrice] = useState('');
  const [tags, setTags] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const thumbnail = usePrivateFileUrl(value?.thumbnail ?? null);

  const previewUrl = useRef<string | null>(null);
  const showPreview = (chosen: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = chosen ? URL.createObjectURL(chosen) : null;
    setPreview(previewUrl.current);
  };
  useEffect(
    () => () => {
      abort.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const fields = contentFileFieldsSchema.safeParse({ price, tags });
  const fieldError = (name: 'price' | 'tags') => {
    if (fields.success) return undefined;
    const issue = fields.error.issues.find((i) => i.path[0] === name);
    return issue ? t(messageKey(issue.message)) : undefined;
  };

  const choose = (chosen: File | null) => {
    setError(null);
    onChange(null);
    if (chosen) {
      const problem = chosenFileProblem(chosen, kind);
      if (problem) {
        setFile(null);
        showPreview(null);
        onPendingChange(false);
        setError(t(`file.${problem}`));
        return;
      }
    }
    showPreview(chosen);
    setFile(chosen);
    onPendingChange(Boolean(chosen));
  };

  const upload = async () => {
    if (!file || !fields.success) return;
    setError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const saved = await uploadContentFile(
        file,
        { price: price.trim(), tags },
        { onProgress: setProgress, signal: abort.current.signal },
      );
      setProgress(1);
      void client.invalidateQueries({ queryKey: contentUsageKey });
      onChange(saved);
      onPendingChange(false);
    } catch (err) {
      setProgress(null);
      setError(t(uploadErrorKey(err, file, kind)));
    }
  };

  const remove = () => {
    abort.current?.abort();
    setFile(null);
    showPreview(null);
    setProgress(null);
    setPrice('');
    setTags('');
    setError(null);
    onChange(null);
    onPendingChange(false);
  };

  const uploading = progress !== null && !value;
  const name = file?.name ?? '';
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <FileInput
          label={label}
          description={t(kind === 'image' ? 'file.imageHint' : 'file.videoHint')}
          placeholder={t('file.choose')}
          accept={ACCEPT[kind]}
          value={file}
          onChange={choose}
          clearable
          disabled={uploading}
        />
        {file && !value && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={t('file.price')}
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.currentTarget.value)}
              error={fieldError('price')}
              disabled={uploading}
            />
            <TextInput
              label={t('file.tags')}
              value={tags}
              onChange={(e) => setTags(e.currentTarget.value)}
              error={fieldError('tags')}
              disabled={uploading}
            />
          </SimpleGrid>
        )}
        {preview && !value && kind === 'image' && (
          <Image
            src={preview}
            alt={t('file.preview', { name })}
            maw={240}
            mah={240}
            fit="contain"
            radius="sm"
          />
        )}
        {preview && !value && kind === 'video' && (
          <video
            src={preview}
            controls
            muted
            aria-label={t('file.preview', { name })}
            style={{ maxWidth: '100%', maxHeight: 240 }}
          />
        )}
        {progress !== null && (
          <Stack gap={4}>
            <Progress
              value={Math.round(progress * 100)}
              aria-label={t('file.progress', { name })}
              size="lg"
              transitionDuration={0}
            />
            <Text size="sm" aria-live="polite" id={`${id}-progress`}>
              {value ? t('file.uploaded', { name }) : `${Math.round(progress * 100)} %`}
            </Text>
          </Stack>
        )}
        {value && thumbnail && (
          <Image
            src={thumbnail}
            alt={t('file.thumbnail')}
            w="100%"
            maw={500}
            radius="sm"
            data-testid={`${kind}-thumbnail`}
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="xs">
          {file && !value && (
            <Button onClick={upload} loading={uploading} disabled={!fields.success}>
              {t('file.upload')}
            </Button>
          )}
          {(file || value) && (
            <Button variant="default" onClick={remove}>
              {t('file.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
