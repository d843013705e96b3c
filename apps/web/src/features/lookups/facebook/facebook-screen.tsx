import { useTranslation } from 'react-i18next';
import {
  ExternalLink,
  LookupMeta,
  PlatformLookupScreen,
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
  return (
    <PlatformLookupScreen
      endpoint="facebook"
      title={t('title')}
      label={t('form.label')}
      field={{ name: 'q', label: t('form.field'), placeholder: t('form.placeholder'), width: 420 }}
      submitLabel={t('form.submit')}
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
