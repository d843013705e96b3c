import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ProfileIdForm } from '../../../lib/profile-id-form';

/** `/badge` without an id (the sidebar's 'Get your Badge'): asks for the profile id. */
export function BadgeLookup() {
  const { t } = useTranslation('badge');
  const navigate = useNavigate();
  return (
    <ProfileIdForm
      t={t}
      maw={560}
      onId={(id) => void navigate(`/badge/${id}`)}
      intro={<Text>{t('lookup.intro')}</Text>}
    >
      <Text size="sm">
        {t('lookup.noProfile')}{' '}
        <Anchor component={Link} to="/validate-profile" fw={600}>
          {t('lookup.toValidate')}
        </Anchor>
      </Text>
    </ProfileIdForm>
  );
}
