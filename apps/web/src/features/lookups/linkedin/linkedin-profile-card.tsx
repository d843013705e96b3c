import { Paper, Stack } from '@mantine/core';
import type { LinkedinProfile } from '@vigil/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, ProfileFields, ProfileHeader } from '../kit';

/** One search result: name, About, Company, City and Company Description (the last two if present). */
export function LinkedinProfileCard({ profile }: { profile: LinkedinProfile }) {
  const { t } = useTranslation('linkedin');
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="sm">
        <ProfileHeader
          headingId={headingId}
          order={3}
          title={profile.name}
          subtitle={profile.headline}
          avatarUrl={profile.avatarUrl}
          avatarAlt={t('results.avatarAlt', { name: profile.name })}
          avatarSize={56}
        />
        <ProfileFields
          fields={[
            { label: t('results.about'), value: profile.about ?? '–' },
            { label: t('results.company'), value: profile.company ?? '–' },
            { label: t('results.city'), value: profile.city },
            { label: t('results.companyDescription'), value: profile.companyDescription },
          ]}
        />
        {profile.profileUrl && (
          <ExternalLink href={profile.profileUrl}>
            {t('results.profileLink', { name: profile.name })}
          </ExternalLink>
        )}
      </Stack>
    </Paper>
  );
}
