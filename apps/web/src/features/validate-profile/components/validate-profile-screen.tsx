import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { uploadPath } from '../../../lib/image-file';
import { ProfileForm, type SubmittedProfile } from './profile-form';
import { SubmittedProfileView } from './submitted-profile';

/**
 * The form, then what was stored. Keyed by the visit (see below), so a second profile
 * starts from an empty form.
 */
function ValidateProfileFlow() {
  const { t } = useTranslation('validateProfile');
  const [submitted, setSubmitted] = useState<{ profile: SubmittedProfile; src: string } | null>(
    null,
  );

  if (submitted) {
    return (
      <SubmittedProfileView
        profile={submitted.profile}
        screenshotSrc={submitted.src}
        onAnother={() => setSubmitted(null)}
      />
    );
  }
  return (
    <>
      <Text maw={640}>{t('intro')}</Text>
      <ProfileForm
        onSubmitted={(profile) =>
          // The cache-buster makes the browser fetch the new file, never a cached one.
          setSubmitted({
            profile,
            src: `${uploadPath(profile.reply.screenshot_filename)}?v=${Date.now()}`,
          })
        }
      />
    </>
  );
}

/**
 * 'Validate your Social Media profile' (spec 000 §2.12): a visitor registers a profile with a
 * screenshot as evidence, then sees what was stored and goes on to the badge screen. Every
 * visit starts with an empty form: opening 'Validate Profile' again (also from this very
 * screen) is a new navigation with a new location key, which remounts the flow.
 */
export function ValidateProfileScreen() {
  const { t } = useTranslation('validateProfile');
  const location = useLocation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text size="lg" c="dimmed" mt={4}>
          {t('subtitle')}
        </Text>
      </div>
      <ValidateProfileFlow key={location.key} />
    </Stack>
  );
}
