import { Alert, Button, Divider, Stack } from '@mantine/core';
import type { SignInPlatform } from '@vigil/shared/linked-accounts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useOAuthProviders, useStartPlatformSignIn } from '../api/platform-sign-in';

/**
 * The photo-sharing connect button (Instagram) and the social login button (Facebook) of spec
 * 000 §2.3: only the platforms the server has configured; none configured, nothing shown.
 */
export function PlatformSignIn() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const providers = useOAuthProviders();
  const start = useStartPlatformSignIn();
  const platforms = providers.data?.platforms ?? [];
  if (platforms.length === 0) return null;
  const label: Record<SignInPlatform, string> = {
    instagram: t('login.withInstagram'),
    facebook: t('login.withFacebook'),
  };
  return (
    <Stack gap="xs">
      <Divider label={t('login.or')} labelPosition="center" />
      {platforms.map((p) => (
        <Button
          key={p}
          variant="default"
          fullWidth
          loading={start.isPending && start.variables === p}
          disabled={start.isPending}
          onClick={() => start.mutate(p)}
        >
          {label[p]}
        </Button>
      ))}
      {start.isError && <Alert color="red">{errorText(start.error)}</Alert>}
    </Stack>
  );
}
