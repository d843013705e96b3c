import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { personHandleSchema, type PersonPage } from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakableText } from '../../../lib/breakable-text';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { usePersonPage, useSavePersonPage } from '../api/person-page';
import { ScreenHeader } from '../../../components/screen-header';
import { Loading } from '../../../components/loading';
import { LoadFailed } from '../../../components/load-failed';

function PersonPageForm({ page }: { page: PersonPage }) {
  const { t } = useTranslation('portableBadge');
  const format = useFormat();
  const errorText = useErrorText();
  const save = useSavePersonPage();
  const [handle, setHandle] = useState(page.handle ?? '');
  const [enabled, setEnabled] = useState(page.enabled);
  const [touched, setTouched] = useState(false);
  const parsed = personHandleSchema.safeParse(handle);
  const handleError = touched && !parsed.success ? t('person.handleRules') : undefined;

  return (
    <Stack>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (parsed.success) save.mutate({ handle: parsed.data, enabled });
        }}
      >
        <Stack>
          <TextInput
            label={t('person.handle')}
            description={t('person.handleRules')}
            value={handle}
            onChange={(e) => setHandle(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={handleError}
            leftSection="@"
            maw={360}
          />
          <Switch
            label={t('person.enabled')}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('person.save')}
            </Button>
            {save.isSuccess && !save.isPending && (
              <Text size="sm" role="status">
                {t('person.saved')}
              </Text>
            )}
          </Group>
          {save.isError && (
            <Alert color="red" title={t('person.saveFailed')}>
              {errorText(save.error, { CONFLICT: 'portableBadge:person.taken' })}
            </Alert>
          )}
        </Stack>
      </form>
      {page.url && page.enabled && (
        <Text size="sm">
          {t('person.liveAt')}{' '}
          <Anchor href={page.url} target="_blank" rel="noopener noreferrer">
            <BreakableText kind="url">{page.url}</BreakableText>
          </Anchor>
        </Text>
      )}
      {page.url && !page.enabled && <Text size="sm">{t('person.off')}</Text>}
      <Title order={2} size="h4">
        {t('person.listTitle')}
      </Title>
      {page.profiles.length === 0 ? (
        <Text size="sm">{t('person.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ paddingLeft: 0, listStyle: 'none' }}>
          {page.profiles.map((p) => (
            <li key={p.id}>
              <Text size="sm">
                <strong>{p.platform}</strong> @{p.username} ·{' '}
                {t('person.verifiedOn', { date: format.date(p.verified_at) })}
                {p.proof_method && ` · ${t(`person.methods.${p.proof_method}`)}`}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The person page `/u/:handle` (issue 13 §4): opt-in, handle, what it lists. */
export function PersonPageScreen() {
  const { t } = useTranslation('portableBadge');
  const page = usePersonPage();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('person.title')} intro={t('person.intro')} maw={680} c="dimmed" />
      <Paper withBorder p="lg" maw={720}>
        {page.isPending ? (
          <Loading inline text={t('person.loading')} />
        ) : page.isError ? (
          <LoadFailed
            title={t('person.loadFailed')}
            error={page.error}
            retry={t('person.retry')}
            onRetry={() => void page.refetch()}
          />
        ) : (
          <PersonPageForm page={page.data} />
        )}
      </Paper>
    </Stack>
  );
}
