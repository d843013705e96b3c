import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { watchAccountRequestSchema, watchPlatformSchema, type WatchPlatform } from '@vigil/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToWatchlist } from '../../../components/watch';
import { useErrorText } from '../../../lib/error-text';

/** Platform and username: the account joins the list (its first check follows on its own). */
export function AddAccountForm({ watchlistId }: { watchlistId: string }) {
  const { t } = useTranslation('watchlists');
  const errorText = useErrorText();
  const headingId = useId();
  const add = useAddToWatchlist();
  const [platform, setPlatform] = useState<WatchPlatform>('instagram');
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const parsed = watchAccountRequestSchema.safeParse({ platform, username });
    if (!parsed.success) return setProblem(t('add.usernameMissing'));
    add.mutate(
      { watchlistId, target: parsed.data },
      {
        onSuccess: () => {
          setDone(t('add.added', { username: parsed.data.username }));
          setUsername('');
        },
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {t('add.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('add.platform')}
            value={platform}
            onChange={(e) => setPlatform(e.currentTarget.value as WatchPlatform)}
            data={watchPlatformSchema.options.map((p) => ({
              value: p,
              label: t(`platforms.${p}`),
            }))}
          />
          <TextInput
            label={t('add.username')}
            required
            autoComplete="off"
            value={username}
            error={problem}
            onChange={(e) => {
              setUsername(e.currentTarget.value);
              setProblem(null);
            }}
            style={{ flex: '1 1 200px', minWidth: 0 }}
          />
          <Button type="submit" loading={add.isPending}>
            {t('add.submit')}
          </Button>
        </Group>
      </form>
      <Text size="sm" role="status" c={add.isError ? 'red.9' : undefined}>
        {add.isError ? t('add.failed', { message: errorText(add.error) }) : done}
      </Text>
    </Stack>
  );
}
