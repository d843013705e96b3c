import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { profileIdSchema, type PaymentMethod } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { PayButtons } from '../../../lib/pay-buttons';
import { useProfileIdField } from '../../../lib/profile-id-field';
import { PayPalReturn, paypalReturnTexts } from '../../../lib/paypal-return';
import { leaveTo } from '../../../lib/redirect';
import {
  checkoutErrorOverrides,
  usePaymentMethods,
  useStartCheckout,
} from '../../../lib/start-checkout';
import { PaymentsList } from './payments-list';
import { ScreenHeader } from '../../../components/screen-header';

/** Back from PayPal on 'Payment Component': the list is re-read; a badge payment links to it. */
function PaymentsPayPalReturn({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payments');
  return (
    <PayPalReturn
      orderId={orderId}
      refresh={['payments']}
      texts={paypalReturnTexts(t, t('succeeded'))}
    >
      {(reply) =>
        reply.purpose === 'badge' && (
          <Anchor component={Link} to={`/badge/${reply.subject_id}`} size="sm" fw={600}>
            {t('toBadge')}
          </Anchor>
        )
      }
    </PayPalReturn>
  );
}

/**
 * 'Payment Component' (spec 000 §2.11): pays a badge by card or PayPal for a profile id, shows
 * what came back from the provider (cancel, error, PayPal's authorization), and lists the
 * signed-in user's payments with status, amount, date and receipt. 'Zurücksetzen' clears the
 * messages and the form (the spec's reset "is not implemented and fails").
 */
export function PaymentsScreen() {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const profileId = useProfileIdField(t('invalid'), params.get('profileId') ?? '');
  const checkout = useStartCheckout();
  const offered = usePaymentMethods();
  const errorText = useErrorText();
  const paymentReturn = params.get('payment');
  const paypalOrder = params.get('paypal');
  const returnedId = profileIdSchema.safeParse(params.get('profileId') ?? '');
  const [method, setMethod] = useState<PaymentMethod>('card');

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    const chosen: PaymentMethod = submitter?.getAttribute('value') === 'paypal' ? 'paypal' : 'card';
    setMethod(chosen);
    const id = profileId.parse();
    if (!id) return;
    checkout.mutate(
      { profileId: id, method: chosen },
      { onSuccess: (session) => leaveTo(session.sessionUrl) },
    );
  };

  const reset = () => {
    checkout.reset();
    profileId.clear();
    setParams({}, { replace: true });
  };

  const hasMessage =
    checkout.isError || paymentReturn !== null || paypalOrder !== null || profileId.invalid;
  const busy = checkout.isPending || checkout.isSuccess;

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} maw={640} />
      {paypalOrder && <PaymentsPayPalReturn orderId={paypalOrder} />}
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
      {paymentReturn === 'unknown' && (
        <Alert color="yellow" role="status">
          {t('unknownReturn')}
        </Alert>
      )}
      <Paper withBorder p="lg" maw={640}>
        <form noValidate onSubmit={onSubmit} aria-labelledby="pay-badge-heading">
          <Stack>
            <Title order={2} size="h4" id="pay-badge-heading">
              {t('badgeHeading')}
            </Title>
            <TextInput
              label={t('profileId')}
              description={t('profileIdHint')}
              {...profileId.inputProps}
            />
            {checkout.isError && (
              <Alert color="red" title={t('failed')}>
                <Text size="sm">{errorText(checkout.error, checkoutErrorOverrides)}</Text>
              </Alert>
            )}
            <PayButtons
              offered={offered}
              busy={busy}
              chosen={method}
              texts={{
                card: t('pay'),
                paypal: t('payPayPal'),
                none: t('noMethods'),
                demo: t('demo'),
              }}
            >
              {hasMessage && (
                <Button variant="default" onClick={reset}>
                  {t('reset')}
                </Button>
              )}
            </PayButtons>
          </Stack>
        </form>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('list.title')}
        </Title>
        <Text c="gray.7" size="sm" maw={640}>
          {t('list.intro')}
        </Text>
      </Stack>
      <PaymentsList />
    </Stack>
  );
}
