import { Paper, Stack, Title } from '@mantine/core';
import { lookupEndpoints } from '@vigil/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../api/use-lookup';
import {
  ExternalLink,
  isNotFound,
  LookupError,
  LookupForm,
  LookupLoading,
  LookupMeta,
  LookupTitle,
  ProfileFields,
  useLookupErrorText,
} from '../kit';

/**
 * Facebook (spec 001 §2, §4, §5, §8): one field for a username or a profile URL; the
 * 'Profile Information' block with Name and Profile Link, or an error.
 */
export function FacebookScreen() {
  const { t } = useTranslation('facebook');
  const errorText = useLookupErrorText();
  const headingId = useId();
  const profile = useLookup('facebook');

  return (
    <Stack gap="lg">
      <LookupTitle>{t('title')}</LookupTitle>
      <LookupForm
        label={t('form.label')}
        schema={lookupEndpoints.facebook.query}
        fields={[
          {
            name: 'q',
            label: t('form.field'),
            placeholder: t('form.placeholder'),
            width: 420,
          },
        ]}
        submitLabel={t('form.submit')}
        loading={profile.isPending}
        onSubmit={(input) => profile.mutate(input)}
      />
      {profile.isPending && <LookupLoading />}
      {profile.isError && (
        <LookupError>
          {isNotFound(profile.error)
            ? errorText(profile.error, 'facebook')
            : t('error', { message: errorText(profile.error, 'facebook') })}
        </LookupError>
      )}
      {profile.isSuccess && (
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
                { label: t('profile.name'), value: profile.data.profile.name },
                {
                  label: t('profile.link'),
                  value: profile.data.profile.url ? (
                    <ExternalLink href={profile.data.profile.url} />
                  ) : null,
                },
              ]}
            />
            <LookupMeta meta={profile.data} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
