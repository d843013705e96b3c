import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { profileIdSchema } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { leaveTo } from '../../../lib/redirect';
import { checkoutErrorOverrides, useStartCheckout } from '../../../lib/start-checkout';

/**
 * 'Payment Component' (spec 000 §2.11): starts the same 4,99 € checkout as the badge screen for
 * a profile id. A cancelled return (`?payment=cancelled`) and a failed start show messages;
 * 'Zurücksetzen' clears them and the form.
 */
export function PaymentsScreen() {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const [profileId, setProfileId] = useState(params.get('profileId') ?? '');
  const [invalid, setInvalid] = useState(false);
  const checkout = useStartCheckout();
  const errorText = useErrorText();
  const paymentReturn = params.get('payment');
  const returnedId = profileIdSchema.safeParse(params.get('profileId') ?? '');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = profileIdSchema.safeParse(profileId.toUpperCase());
    if (!parsed.success) return setInvalid(true);
    checkout.mutate(parsed.data, { onSuccess: (session) => leaveTo(session.sessionUrl) });
  };

  const reset = () => {
    checkout.reset();
    setProfileId('');
    setInvalid(false);
    setParams({}, { replace: true });
  };

  const hasMessage = checkout.isError || paymentReturn !== null || invalid;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" maw={640} mt={4}>
          {t('intro')}
        </Text>
      </div>
      <Paper withBorder p="lg" maw={560}>
        <form noValidate onSubmit={onSubmit}>
          <Stack>
            <TextInput
              label={t('profileId')}
              description={t('profileIdHint')}
              required
              autoComplete="off"
              spellCheck={false}
              value={profileId}
              onChange={(e) => {
                setProfileId(e.currentTarget.value);
                setInvalid(false);
              }}
              error={invalid ? t('invalid') : undefined}
            />
            {paymentReturn === 'cancelled' && (
              <Alert color="yellow" role="status">
                {t('cancelled')}
              </Alert>
            )}
            {paymentReturn === 'success' && (
              <Alert color="teal" role="status">
                <Text size="sm">{t('succeeded')}</Text>
                {returnedId.success && (
                  <Anchor component={Link} to={`/badge/${returnedId.data}`} size="sm" fw={600}>
                    {t('toBadge')}
                  </Anchor>
                )}
              </Alert>
            )}
            {checkout.isError && (
              <Alert color="red" title={t('failed')}>
                <Text size="sm">{errorText(checkout.error, checkoutErrorOverrides)}</Text>
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={checkout.isPending || checkout.isSuccess}>
                {t('pay')}
              </Button>
              {hasMessage && (
                <Button variant="default" onClick={reset}>
                  {t('reset')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
