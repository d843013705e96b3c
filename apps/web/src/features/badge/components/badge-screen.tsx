import {
  Alert,
  Anchor,
  Code,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PaymentMethod, PublicProfile } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { BreakableText } from '../../../lib/breakable-text';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { PayButtons } from '../../../lib/pay-buttons';
import { PayPalReturn, paypalReturnTexts } from '../../../lib/paypal-return';
import { leaveTo } from '../../../lib/redirect';
import {
  checkoutErrorOverrides,
  usePaymentMethods,
  useStartCheckout,
} from '../../../lib/start-checkout';
import { useBadgeProfile } from '../api/get-badge-profile';
import { CopyValueButton } from './copy-value-button';
import { BadgeLookup } from './badge-lookup';
import { CredentialSection } from './credential-section';
import { OwnershipPanel } from './ownership-panel';
import { Loading } from '../../../components/loading';
import { LoadFailed } from '../../../components/load-failed';

type LiveProfile = Extract<PublicProfile, { full_name: string }>;

/** Not paid yet: the 4,99 € buttons (card, PayPal), which send the browser to the checkout. */
function LockedBadge({
  profile,
  paymentReturn,
}: {
  profile: LiveProfile;
  paymentReturn: string | null;
}) {
  const { t } = useTranslation('badge');
  const [, setParams] = useSearchParams();
  const errorText = useErrorText();
  const checkout = useStartCheckout();
  const offered = usePaymentMethods();
  const pay = (method: PaymentMethod) =>
    checkout.mutate(
      { profileId: profile.id, method },
      { onSuccess: (session) => leaveTo(session.sessionUrl) },
    );
  const busy = checkout.isPending || checkout.isSuccess;
  const chosen = checkout.variables?.method;

  return (
    <Stack align="flex-start">
      {paymentReturn === 'success' && (
        <Alert color="blue" role="status" w="100%">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{t('locked.confirming')}</Text>
          </Group>
        </Alert>
      )}
      {paymentReturn === 'cancelled' && (
        <Alert
          color="yellow"
          role="status"
          w="100%"
          withCloseButton
          closeButtonLabel={t('locked.dismiss')}
          onClose={() => setParams({}, { replace: true })}
        >
          {t('locked.cancelled')}
        </Alert>
      )}
      <Text fw={700} size="lg">
        {t('locked.text')}
      </Text>
      <Text maw={640}>
        {profile.is_verified ? t('locked.alreadyVerified') : t('locked.explain')}
      </Text>
      <PayButtons
        offered={offered}
        busy={busy}
        chosen={chosen}
        texts={{
          card: t('locked.pay'),
          paypal: t('locked.payPayPal'),
          none: t('locked.noMethods'),
          demo: t('locked.demo'),
        }}
        onPay={pay}
        size="md"
      />
      {checkout.isError && (
        <Alert color="red" title={t('locked.payFailed')} w="100%">
          <Text size="sm">{errorText(checkout.error, checkoutErrorOverrides)}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** Paid and verified: the rendered badge, its public page and the QR screen. */
function UnlockedBadge({ profile }: { profile: LiveProfile }) {
  const { t } = useTranslation('badge');
  const format = useFormat();
  const date = profile.verified_at ? format.date(profile.verified_at) : null;
  return (
    <Stack align="flex-start">
      <Title order={2} size="h3">
        {t('unlocked.title')}
      </Title>
      {profile.under_review && (
        <Alert color="yellow" title={t('unlocked.underReviewTitle')} maw={640} role="status">
          {t('unlocked.underReview')}
        </Alert>
      )}
      {profile.last_checked_at && (
        <Text size="sm">
          {t('unlocked.lastChecked', { date: format.date(profile.last_checked_at) })}
        </Text>
      )}
      <Image
        src={`/api/generate-badge/${encodeURIComponent(profile.id)}`}
        alt={t('unlocked.image', { name: profile.full_name, date })}
        w="100%"
        maw={640}
        radius="lg"
      />
      <Stack gap={4}>
        <Text fw={600}>{t('unlocked.publicLink')}</Text>
        <Group gap="xs">
          <Code maw="100%">
            <BreakableText kind="url">{profile.public_url}</BreakableText>
          </Code>
          <CopyValueButton value={profile.public_url} />
        </Group>
      </Stack>
      <Group>
        <Anchor href={profile.public_url} target="_blank" rel="noopener noreferrer" fw={600}>
          {t('unlocked.open')}
        </Anchor>
        <Anchor component={Link} to={`/qr-code?profileId=${encodeURIComponent(profile.id)}`}>
          {t('unlocked.qr')}
        </Anchor>
      </Group>
      <CredentialSection id={profile.id} />
    </Stack>
  );
}

function BadgeState({
  profile,
  paymentReturn,
}: {
  profile: PublicProfile;
  paymentReturn: string | null;
}) {
  const { t } = useTranslation('badge');
  const format = useFormat();
  switch (profile.status) {
    case 'unpaid':
      return <LockedBadge profile={profile} paymentReturn={paymentReturn} />;
    case 'awaiting_review':
      return (
        <Alert color="blue" title={t('review.title')} role="status" maw={640}>
          {t('review.text')}
        </Alert>
      );
    case 'unlocked':
      return <UnlockedBadge profile={profile} />;
    case 'revoked':
      return (
        <Alert color="red" title={t('revoked.title')} maw={640}>
          {profile.revoke_reason ? (
            <Stack gap="xs">
              <Text size="sm">
                {t('revoked.afterReview', { date: format.date(profile.revoked_at) })}
              </Text>
              <Text size="sm" fw={600}>
                {t('revoked.reason', { reason: profile.revoke_reason })}
              </Text>
            </Stack>
          ) : (
            t('revoked.text')
          )}
        </Alert>
      );
  }
}

/** Back from PayPal on the badge: the profile's new state is re-read (see `PayPalReturn`). */
function BadgePayPalReturn({ orderId, profileId }: { orderId: string; profileId: string }) {
  const { t } = useTranslation('badge');
  return (
    <PayPalReturn
      orderId={orderId}
      refresh={['badge-profile', profileId]}
      texts={paypalReturnTexts(t, t('paypal.paid'))}
    />
  );
}

/** The badge of one profile (spec 000 §2.9): loading, then one of the four states. */
function ProfileBadge({ id }: { id: string }) {
  const { t } = useTranslation('badge');
  const [params] = useSearchParams();
  const paymentReturn = params.get('payment');
  const paypalOrder = params.get('paypal');
  const profile = useBadgeProfile(id, {
    paymentReturned: paymentReturn === 'success' || paypalOrder !== null,
  });

  if (profile.isPending) {
    return <Loading inline text={t('loading')} />;
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return (
        <Stack>
          <Alert color="yellow" title={t('notFound.title')} maw={560}>
            {t('notFound.text')}
          </Alert>
          <BadgeLookup />
        </Stack>
      );
    }
    return (
      <LoadFailed
        title={t('loadFailed.title')}
        maw={640}
        error={profile.error}
        retry={t('loadFailed.retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <Stack>
      {paypalOrder && <BadgePayPalReturn orderId={paypalOrder} profileId={id} />}
      <BadgeState profile={profile.data} paymentReturn={paymentReturn} />
      {profile.data.status !== 'revoked' && <OwnershipPanel id={profile.data.id} />}
    </Stack>
  );
}

/**
 * 'Get your Badge': `/badge/:id` shows the badge state of one profile (spec 000 §2.9),
 * `/badge` asks for the profile id first.
 */
export function BadgeScreen() {
  const { t } = useTranslation('badge');
  const { id } = useParams();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        {id && (
          <Text c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {t('profileIdLine', { id })}
          </Text>
        )}
      </div>
      <Paper withBorder p="lg" maw={720}>
        {id ? <ProfileBadge key={id} id={id} /> : <BadgeLookup />}
      </Paper>
    </Stack>
  );
}
