import { Box, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lookupEndpoints, sanitizeHtml } from '@vigil/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotKnownText } from '../../../components/provenance';
import {
  ExternalLink,
  FakeEstimateText,
  isNotFound,
  LookupError,
  LookupForm,
  LookupLoading,
  LookupMeta,
  LookupTitle,
  PostList,
  ProfileFields,
  ProfileHeader,
  ResultCard,
  TagCloud,
  useLookupErrorText,
  useLookupFormat,
} from '../kit';
import { useUserInfo, userInfoPlatforms, type UserInfo, type UserInfoPlatform } from './user-info';

/** Telegram handles have their own rule; every other platform takes any username. */
const schemaFor = (platform: UserInfoPlatform) =>
  platform === 'telegram'
    ? lookupEndpoints.telegram.params.pick({ username: true })
    : lookupEndpoints.tiktokProfile.params;

const isPlatform = (value: string): value is UserInfoPlatform =>
  (userInfoPlatforms as readonly string[]).includes(value);

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xl" fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </Paper>
  );
}

/** A sub-block of the profile with its own heading. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function Profile({ info }: { info: UserInfo }) {
  const { t } = useTranslation('userInfo');
  const notKnown = useNotKnownText();
  const format = useLookupFormat();
  const headingId = useId();
  // Each stat's label takes the plural form of its number ('1 Post', '6 Posts').
  const stats = (
    [
      ['followers', info.followers],
      ['following', info.following],
      ['posts', info.postsCount],
      ['likes', info.likes],
    ] as const
  )
    .filter((s): s is [(typeof s)[0], number] => s[1] !== null)
    .map(([key, value]) => ({ label: t(`profile.${key}`, { count: value }), value }));
  // Telegram shows the age in days, the others in whole years of 365 days (spec 001 §5).
  const age =
    info.platform === 'telegram'
      ? info.accountAge.days === null
        ? null
        : t('profile.ageDays', {
            count: info.accountAge.days,
            formatted: format.number(info.accountAge.days),
          })
      : info.accountAge.years === null
        ? null
        : t('profile.ageYears', {
            count: info.accountAge.years,
            formatted: format.number(info.accountAge.years),
          });

  return (
    <ResultCard headingId={headingId}>
      <Stack gap="lg">
        <LookupMeta meta={info.meta} />
        <ProfileHeader
          headingId={headingId}
          title={info.name}
          subtitle={`@${info.username}`}
          avatarUrl={info.avatarUrl}
          avatarAlt={t('profile.avatarAlt', { name: info.name })}
          avatarSize={120}
        >
          {info.signature && (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
              {info.signature}
            </Text>
          )}
          {info.signatureHtml && (
            <Box
              fz="sm"
              style={{ overflowWrap: 'break-word' }}
              // Sanitized on the server and again here: never provider HTML as it came.
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(info.signatureHtml) }}
            />
          )}
        </ProfileHeader>
        {stats.length > 0 && (
          <Block title={t('profile.stats')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {stats.map((s) => (
                <Stat key={s.label} label={s.label} value={format.number(s.value)} />
              ))}
            </SimpleGrid>
          </Block>
        )}
        <Block title={t('profile.accountInfo')}>
          <ProfileFields
            fields={[
              { label: t('profile.username'), value: `@${info.username}` },
              {
                label: t('profile.registeredDate'),
                value: info.createdAt ? format.date(info.createdAt) : t('profile.notAvailable'),
              },
              { label: t('profile.accountAge'), value: age ?? t('profile.notAvailable') },
              {
                label: t('profile.location'),
                value:
                  info.location ?? (info.platform === 'truthsocial' ? null : t('profile.unknown')),
              },
              {
                label: t('profile.verified'),
                value:
                  info.verified === null
                    ? null
                    : info.verified
                      ? t('profile.yes')
                      : t('profile.no'),
              },
              {
                label: t('profile.website'),
                value: info.website ? <ExternalLink href={info.website} /> : null,
              },
            ]}
          />
        </Block>
        <Block title={t('profile.probability')}>
          <Stack gap="xs">
            <ProfileFields
              fields={[
                {
                  label: t('profile.fakeProbability'),
                  value: format.percent(info.fake.probability),
                },
                {
                  label: t('profile.locationWrong'),
                  value:
                    info.locationProbabilityWrong === undefined
                      ? null
                      : info.locationProbabilityWrong === null
                        ? notKnown
                        : format.percent(info.locationProbabilityWrong),
                },
              ]}
            />
            <FakeEstimateText username={info.username} fake={info.fake} />
          </Stack>
        </Block>
        <TagCloud tags={info.tagCloud} order={3} />
      </Stack>
    </ResultCard>
  );
}

/** The two blocks tied to a non-empty post list: averages over the posts, then the post cards. */
function Posts({ info }: { info: UserInfo }) {
  const { t } = useTranslation('userInfo');
  const format = useLookupFormat();
  const headingId = useId();
  const decimal = new Intl.NumberFormat(format.language, { maximumFractionDigits: 1 });
  const average = (pick: (p: UserInfo['posts'][number]) => number | null) => {
    const values = info.posts.map(pick).filter((v): v is number => v !== null);
    return values.length ? decimal.format(values.reduce((a, b) => a + b, 0) / values.length) : null;
  };
  const statLine = (p: UserInfo['posts'][number]) =>
    [
      p.plays === null
        ? null
        : t('posts.plays', { count: p.plays, formatted: format.number(p.plays) }),
      p.likes === null
        ? null
        : t('posts.likes', { count: p.likes, formatted: format.number(p.likes) }),
      p.views === null
        ? null
        : t('posts.views', { count: p.views, formatted: format.number(p.views) }),
    ]
      .filter(Boolean)
      .join(' | ');

  return (
    <>
      <ResultCard headingId={headingId}>
        <Title order={2} size="h4" id={headingId} mb="sm">
          {t('postStats.title')}
        </Title>
        <ProfileFields
          fields={[
            { label: t('postStats.count'), value: format.number(info.posts.length) },
            { label: t('postStats.averageLikes'), value: average((p) => p.likes) },
            { label: t('postStats.averagePlays'), value: average((p) => p.plays) },
            { label: t('postStats.averageViews'), value: average((p) => p.views) },
          ]}
        />
      </ResultCard>
      <PostList
        title={t('posts.title')}
        columns={info.posts.some((p) => p.imageUrl !== undefined) ? 3 : 1}
        posts={info.posts.map((p) => ({
          key: p.key,
          imageUrl: p.imageUrl,
          imageAlt: t('posts.imageAlt'),
          text: p.text,
          html: p.html === null ? null : sanitizeHtml(p.html),
          stats: statLine(p) || undefined,
        }))}
      />
    </>
  );
}

/**
 * The separate user-info page (spec 001 §2, last section; its platform is not shown there): a
 * platform choice, a 300px username field and 'Get User Info'; the profile with stats, account
 * information, probability details and tag cloud; post statistics and post cards when the
 * account has posts.
 */
export function UserInfoScreen() {
  const { t } = useTranslation('userInfo');
  const [platform, setPlatform] = useState<UserInfoPlatform>('tiktok');
  const errorText = useLookupErrorText();
  const lookup = useUserInfo();

  return (
    <Stack gap="lg" maw={1100}>
      <LookupTitle>{t('title')}</LookupTitle>
      <LookupForm
        schema={schemaFor(platform)}
        label={t('form.label')}
        fields={[{ name: 'username', label: t('form.username'), width: 300 }]}
        submitLabel={t('form.submit')}
        loading={lookup.isPending}
        onSubmit={({ username }) => lookup.mutate({ platform, username })}
        extra={
          <NativeSelect
            label={t('form.platform')}
            value={platform}
            onChange={(e) => {
              if (isPlatform(e.currentTarget.value)) setPlatform(e.currentTarget.value);
            }}
            data={userInfoPlatforms.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
          />
        }
      />
      {lookup.isPending && <LookupLoading label={t('loading')} />}
      {lookup.isError && (
        <LookupError>
          {isNotFound(lookup.error)
            ? t('errors.notFound')
            : t('errors.failed', {
                message: errorText(lookup.error, lookup.variables.platform),
              })}
        </LookupError>
      )}
      {lookup.isSuccess && (
        <>
          <Profile info={lookup.data} />
          {lookup.data.posts.length > 0 && <Posts info={lookup.data} />}
          {lookup.data.postsFailed && <Text c="gray.7">{t('posts.failed')}</Text>}
        </>
      )}
    </Stack>
  );
}
