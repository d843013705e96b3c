import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keywordSchema } from '@vigil/shared/image-review';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { addKeyword, removeKeyword, reviewKey, useKeywords } from '../api/image-review-api';

/** The operators' keyword list: a post mentioning one of them queues its image. */
export function KeywordsSection() {
  const { t } = useTranslation('imageReview');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const keywords = useKeywords();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKey });
  const add = useMutation({ mutationFn: addKeyword, onSettled: refresh });
  const remove = useMutation({ mutationFn: removeKeyword, onSettled: refresh });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = keywordSchema.safeParse(draft);
    if (!parsed.success) {
      setInvalid(t('keywords.invalid'));
      return;
    }
    setInvalid(null);
    add.mutate(parsed.data, { onSuccess: () => setDraft('') });
  };
  const addError =
    add.error instanceof ApiError && add.error.code === 'CONFLICT'
      ? t('keywords.exists')
      : add.error
        ? errorText(add.error)
        : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="keywords-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="keywords-title">
            {t('keywords.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('keywords.intro')}
          </Text>
        </div>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('keywords.label')}
              placeholder={t('keywords.placeholder')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              error={invalid ?? addError}
              maw={320}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={add.isPending}>
              {t('keywords.add')}
            </Button>
          </Group>
        </form>
        {keywords.isError && (
          <Text size="sm" c="red.8" role="alert">
            {t('keywords.loadFailed')}
          </Text>
        )}
        {remove.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorText(remove.error)}
          </Text>
        )}
        {keywords.data && keywords.data.items.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('keywords.none')}
          </Text>
        )}
        {keywords.data && keywords.data.items.length > 0 && (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {keywords.data.items.map((k) => (
              <li key={k.id}>
                <Badge
                  size="lg"
                  variant="light"
                  tt="none"
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="dark"
                      aria-label={t('keywords.remove', { keyword: k.keyword })}
                      onClick={() => remove.mutate(k.id)}
                    >
                      ×
                    </ActionIcon>
                  }
                >
                  {k.keyword} · {t('keywords.count', { count: k.items })}
                </Badge>
              </li>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
