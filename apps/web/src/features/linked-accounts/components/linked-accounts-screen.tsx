import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LinkedAccount, SignInPlatform } from '@vigil/shared/linked-accounts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import {
  useLinkablePlatforms,
  useLinkedAccounts,
  useReviewLinkedAccount,
  useStartLink,
} from '../api/linked-accounts';
import { EditLinkedAccount } from './edit-linked-account';
import { platformName } from './platform-name';
import { Loading } from '../../../components/loading';
import { LoadFailed } from '../../../components/load-failed';

/**
 * The linked accounts screen (spec 002's template account screens, made real): the list at
 * `/linked-accounts`, the Edit Account form at `/linked-accounts/:id`.
 */
export function LinkedAccountsScreen() {
  const { id } = useParams();
  return id ? <EditLinkedAccount id={id} /> : <LinkedAccountsList />;
}

function LinkedAccountsTable({ items }: { items: LinkedAccount[] }) {
  const { t } = useTranslation('linkedAccounts');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label={t('caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.id')}</Table.Th>
            <Table.Th scope="col">{t('columns.platform')}</Table.Th>
            <Table.Th scope="col">{t('columns.platformId')}</Table.Th>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.extraInfo')}</Table.Th>
            <Table.Th scope="col">{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text span ff="monospace" size="sm" title={item.id}>
                  {item.id.slice(0, 8)}
                </Text>
              </Table.Td>
              <Table.Td>
                {platformName[item.platform]}
                {item.username && (
                  <Text size="xs" c="gray.7">
                    @{item.username}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text span ff="monospace" size="sm">
                  {item.platformUserId}
                </Text>
              </Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.extraInfo}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/linked-accounts/${item.id}`}
                  aria-label={t('editLabel', { name: item.name })}
                >
                  {t('edit')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Identities linked before the account's address was verified (issue 20, pre-account hijack):
 * they cannot sign in until the owner keeps them; Remove unlinks.
 */
function ReviewPanel({ items }: { items: LinkedAccount[] }) {
  const { t, i18n } = useTranslation('linkedAccounts');
  const errorText = useErrorText();
  const review = useReviewLinkedAccount();
  if (items.length === 0) return null;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <Alert color="yellow" title={t('review.title')} role="region" aria-label={t('review.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('review.text')}</Text>
        {items.map((item) => {
          const platform = platformName[item.platform];
          const busy = review.isPending && review.variables?.id === item.id;
          return (
            <Group key={item.id} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" fw={700}>
                {t('review.item', {
                  platform,
                  username: item.username ? `@${item.username}` : item.platformUserId,
                  date: date(item.linkedAt),
                })}
              </Text>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  loading={busy && review.variables?.action === 'keep'}
                  disabled={review.isPending}
                  aria-label={t('review.keepLabel', { platform, name: item.name })}
                  onClick={() => review.mutate({ id: item.id, action: 'keep' })}
                >
                  {t('review.keep')}
                </Button>
                <Button
                  size="compact-sm"
                  color="red"
                  variant="outline"
                  loading={busy && review.variables?.action === 'remove'}
                  disabled={review.isPending}
                  aria-label={t('review.removeLabel', { platform, name: item.name })}
                  onClick={() => review.mutate({ id: item.id, action: 'remove' })}
                >
                  {t('review.remove')}
                </Button>
              </Group>
            </Group>
          );
        })}
        {review.isError && (
          <Text size="sm" c="red.9">
            {t('review.failed')} {errorText(review.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function LinkButtons({ linked }: { linked: Set<SignInPlatform> }) {
  const { t } = useTranslation('linkedAccounts');
  const errorText = useErrorText();
  const providers = useLinkablePlatforms();
  const start = useStartLink();
  if (providers.isPending) return null;
  const open = (providers.data?.platforms ?? []).filter((p) => !linked.has(p));
  if (providers.isSuccess && providers.data.platforms.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('link.none')}
      </Text>
    );
  }
  if (open.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('link.title')}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('link.title')}
        </Title>
        <Group gap="xs">
          {open.map((p) => (
            <Button
              key={p}
              variant="default"
              loading={start.isPending && start.variables === p}
              disabled={start.isPending}
              onClick={() => start.mutate(p)}
            >
              {t(`link.${p}`)}
            </Button>
          ))}
        </Group>
        {start.isError && <Alert color="red">{errorText(start.error)}</Alert>}
      </Stack>
    </Paper>
  );
}

function LinkedAccountsList() {
  const { t } = useTranslation('linkedAccounts');
  const query = useLinkedAccounts();
  const items = query.data?.items ?? [];
  const linked = new Set(items.map((i) => i.platform));
  const platforms = [...linked].map((p) => platformName[p]).join(' & ');

  return (
    <Stack maw={960} gap="lg">
      <Title order={1}>{platforms ? t('title', { platforms }) : t('titleNone')}</Title>
      <Text c="gray.7">{t('intro')}</Text>
      {query.isPending && <Loading text={t('loading')} />}
      {query.isError && (
        <LoadFailed
          title={t('loadFailed')}
          error={query.error}
          retry={t('retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && (
        <>
          <ReviewPanel items={items.filter((i) => i.needsReview)} />
          {items.length === 0 ? <Text>{t('empty')}</Text> : <LinkedAccountsTable items={items} />}
          {!query.data.emailSignIn && items.length > 0 && (
            <Alert color="blue" role="status">
              {t('noPassword')}
            </Alert>
          )}
          <LinkButtons linked={linked} />
        </>
      )}
    </Stack>
  );
}
