import { lookupEndpoints } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../api/use-lookup';
import {
  ExternalLink,
  LookupMeta,
  LookupScreen,
  ProfileFields,
  useLookupFailure,
  SectionCard,
} from '../kit';

/**
 * Facebook (spec 001 §2, §4, §5, §8): one field for a username or a profile URL; the
 * 'Profile Information' block with Name and Profile Link, or an error.
 */
export function FacebookScreen() {
  const { t } = useTranslation('facebook');
  const failure = useLookupFailure('facebook', (message) => t('error', { message }));
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
        <SectionCard title={t('profile.title')} maw={720}>
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
        </SectionCard>
      )}
    />
  );
}
