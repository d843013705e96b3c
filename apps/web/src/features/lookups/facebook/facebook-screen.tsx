import { Paper, Stack, Title } from '@mantine/core';
import { lookupEndpoints } from '@vigil/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../api/use-lookup';
import { ExternalLink, LookupMeta, LookupScreen, ProfileFields, useLookupFailure } from '../kit';

/**
 * Facebook (spec 001 §2, §4, §5, §8): one field for a username or a profile URL; the
 * 'Profile Information' block with Name and Profile Link, or an error.
 */
export function FacebookScreen() {
  const { t } = useTranslation('facebook');
  const failure = useLookupFailure('facebook', (message) => t('error', { message }));
  const headingId = useId();
  const profile = useLookup('facebook');

  return (
    <LookupScreen
      title={t('title')}
      lookup={profile}
      form={{
        label: t('form.label'),
        schema: lookupEndpoints.facebook.query,
        fields: [
          {
            name: 'q',
            label: t('form.field'),
            placeholder: t('form.placeholder'),
            width: 420,
          },
        ],
        submitLabel: t('form.submit'),
        onSubmit: (input) => profile.mutate(input),
      }}
      failure={failure}
      result={(data) => (
        <Paper
          withBorder
          p={{ base: 'md', xs: 'lg' }}
          component="section"
          aria-labelledby={headingId}
          maw={720}
        >
          <Stack gap="md">
            <Title order={2} size="h3" id={headingId}>
              {t('profile.title')}
            </Title>
            <ProfileFields
              fields={[
                { label: t('profile.name'), value: data.profile.name },
                {
                  label: t('profile.link'),
                  value: data.profile.url ? <ExternalLink href={data.profile.url} /> : null,
                },
              ]}
            />
            <LookupMeta meta={data} />
          </Stack>
        </Paper>
      )}
    />
  );
}
