import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AccountDetail } from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Chart } from '../../../components/chart';
import { ExportMenu } from '../../../components/data-table';
import { DemoNotice, DemoTag } from '../../../components/provenance';
import { AccountHistory, isWatchPlatform, WatchButton } from '../../../components/watch';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { historyExportPath, useAccountDetail, useRelookup } from '../api/account-detail';
import { ageText, languageName, LOOKUP_SCREEN, platformProfileUrl } from '../display';

function BackButton() {
  const { t } = useTranslation('analysis');
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      style={{ alignSelf: 'flex-start' }}
      onClick={() => {
        // Back where the user came from; a deep link or a reload has no history here.
        if (window.history.length > 1 && document.referrer !== '') void navigate(-1);
        else void navigate('/analysis');
      }}
    >
      {t('detail.back')}
    </Button>
  );
}

function Changes({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation('analysis');
  const format = useFormat();
  const c = detail.changes;
  if (!c) return <Text c="gray.7">{t('detail.noChanges')}</Text>;
  const date = format.date(c.since, { dateStyle: 'medium' });
  const signed = (v: number) => format.number(v, { signDisplay: 'exceptZero' });
  const lines = (
    [
      ['followers', c.followers],
      ['following', c.following],
      ['posts', c.posts],
      ['fake', c.fakeProbability],
    ] as const
  ).flatMap(([key, v]) =>
    v === null ? [] : [t(`detail.change.${key}`, { value: signed(v), date })],
  );
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('detail.changesTitle')}
      </Title>
      <List>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function History({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation('analysis');
  const format = useFormat();
  const s = detail.snapshots;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t('detail.history')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('detail.historyIntro')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('detail.snapshots', { count: s.length })}
          </Text>
        </div>
        <ExportMenu
          source={{
            fileName: 'account-history',
            path: (f) => historyExportPath(detail.account.platform, detail.account.username, f),
          }}
        />
      </Group>
      <Changes detail={detail} />
      {s.length > 0 && (
        <Chart
          kind="line"
          title={t('detail.historyChart')}
          width={700}
          height={360}
          labels={s.map((x) => format.dateTime(x.observedAt))}
          categoryAxisLabel={t('detail.time')}
          series={[
            { label: t('detail.series.followers'), values: s.map((x) => x.followers) },
            { label: t('detail.series.following'), values: s.map((x) => x.following) },
            { label: t('detail.series.posts'), values: s.map((x) => x.posts) },
            { label: t('detail.series.fake'), values: s.map((x) => x.fakeProbability) },
          ]}
          legend
        />
      )}
    </Stack>
  );
}

function Detail({ platform, username }: { platform: string; username: string }) {
  const { t, i18n } = useTranslation('analysis');
  const format = useFormat();
  const errorText = useErrorText();
  const detail = useAccountDetail(platform, username);
  const rerun = useRelookup(platform, username);
  const [now] = useState(() => Date.now());

  if (detail.isPending) {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Stack gap="lg">
        <Alert
          color={notFound ? 'yellow' : 'red'}
          title={notFound ? t('detail.notFound') : t('detail.loadFailed')}
        >
          <Stack gap="xs" align="flex-start">
            {!notFound && <Text size="sm">{errorText(detail.error)}</Text>}
            <Anchor component={Link} to="/analysis">
              {t('detail.toAnalysis')}
            </Anchor>
          </Stack>
        </Alert>
        {/* A watched account that no lookup has stored yet (its first check pending, or gone)
            still has its checks' history. */}
        {notFound && isWatchPlatform(platform) && (
          <AccountHistory target={{ platform, username }} />
        )}
      </Stack>
    );
  }
  const d = detail.data;
  const a = d.account;
  const na = t('na');
  const platformName = t(`platforms.${a.platform}`);
  const profileUrl = platformProfileUrl(a.platform, a.username);
  const lookupScreen = LOOKUP_SCREEN[a.platform];
  const rows: [string, string][] = [
    [t('detail.fields.platform'), platformName],
    [t('detail.fields.username'), a.username],
    [t('detail.fields.realName'), a.realName ?? na],
    [t('detail.fields.age'), ageText(a.createdAt, t, now)],
    [t('detail.fields.motherTongue'), languageName(a.motherTongue, i18n.language, t)],
    [t('detail.fields.status'), t(`status.${a.status}`)],
    [
      t('detail.fields.fake'),
      a.fakeProbability === null ? na : t('detail.fakeValue', { value: a.fakeProbability }),
    ],
    [t('detail.fields.checkCount'), format.number(a.checkCount)],
    [
      t('detail.fields.createdAt'),
      a.createdAt ? format.date(a.createdAt, { dateStyle: 'medium' }) : na,
    ],
    [t('detail.fields.exists'), existsText()],
  ];

  /** What the last lookup found, with its date; unknown when the provider failed then. */
  function existsText() {
    const date = format.date(a.existsCheckedAt, { dateStyle: 'medium' });
    if (a.exists === null) return t('detail.existsFailed', { date });
    return t('detail.existsAsOf', { answer: a.exists ? t('detail.yes') : t('detail.no'), date });
  }

  return (
    <Stack gap="lg">
      <DemoNotice sources={[a.source]} />
      <Group gap="xs" align="center" wrap="wrap">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {a.realName ?? a.username}
        </Title>
        <DemoTag source={a.source} />
      </Group>
      <Table withTableBorder variant="vertical" maw={640} aria-label={t('detail.title')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {a.topics.length > 0 && (
        <Group gap="xs" aria-label={t('detail.topics')} role="list">
          {a.topics.map((topic) => (
            <Badge key={topic} variant="light" role="listitem">
              {t(`topics.${topic}`)}
            </Badge>
          ))}
        </Group>
      )}
      <Group gap="md" wrap="wrap">
        {profileUrl && (
          <Anchor href={profileUrl} target="_blank" rel="noopener noreferrer">
            {t('detail.profileLink', { platform: platformName })}
          </Anchor>
        )}
        {lookupScreen && (
          <Anchor component={Link} to={lookupScreen}>
            {t('detail.lookupLink', { platform: platformName })}
          </Anchor>
        )}
      </Group>
      <Stack gap="xs" align="flex-start">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Button loading={rerun.isPending} onClick={() => rerun.mutate()}>
            {t('detail.rerun')}
          </Button>
          {isWatchPlatform(a.platform) && (
            <WatchButton target={{ platform: a.platform, username: a.username }} />
          )}
        </Group>
        <div role="status">
          {rerun.isSuccess && <Text size="sm">{t('detail.rerunDone')}</Text>}
          {rerun.isError && (
            <Text size="sm" c="red.8">
              {t('detail.rerunFailed')} {errorText(rerun.error)}
            </Text>
          )}
        </div>
      </Stack>
      {isWatchPlatform(a.platform) && (
        <AccountHistory target={{ platform: a.platform, username: a.username }} />
      )}
      <History detail={d} />
    </Stack>
  );
}

/**
 * The account detail (spec 000 §2.8, issue 9): deep-linkable by platform and username (the
 * spec's navigation-state-only page showed nothing on a reload), the spec's table, a re-run and
 * "Watch", the 'Verlauf' of the account's scheduled checks (when a list of the user watches it),
 * and every lookup as a line chart with the change since the previous one.
 */
export function AccountDetailScreen() {
  const { t } = useTranslation('analysis');
  const { platform, username } = useParams();
  return (
    <Stack gap="lg">
      <BackButton />
      <Title order={1}>{t('detail.title')}</Title>
      {platform && username ? (
        <Detail key={`${platform}/${username}`} platform={platform} username={username} />
      ) : (
        <Text>
          {t('detail.choose')}{' '}
          <Anchor component={Link} to="/analysis">
            {t('detail.toAnalysis')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
