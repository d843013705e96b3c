import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentAccount } from '@vigil/shared';
import { formatMobileNumber } from '@vigil/shared/mobile';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { BreakableText } from '../../../lib/breakable-text';
import { useCurrentAccount } from '../api/get-current-account';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { MobileVerificationForm } from './mobile-verification-form';
import { RegistrationForm } from './registration-form';
import { Loading } from '../../../components/loading';
import { LoadFailed } from '../../../components/load-failed';

function AccountSummary({ account }: { account: CurrentAccount }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const mobile = account.mobileNo
    ? formatMobileNumber(account.mobileNo, account.countryCode)
    : t('summary.none');
  return (
    <Paper withBorder p="lg" component="section" aria-label={t('summary.label')}>
      <Stack gap={4}>
        <Text>
          <Text span fw={600}>
            {t('summary.email')}:
          </Text>{' '}
          <BreakableText kind="email">{account.email}</BreakableText> (
          {account.emailVerified ? t('summary.emailVerified') : t('summary.emailNotVerified')})
        </Text>
        {account.pendingEmail && (
          <Text role="status">
            {t(
              account.delivery?.email === 'outbox'
                ? 'summary.pendingEmailOutbox'
                : 'summary.pendingEmail',
              { email: account.pendingEmail },
            )}
          </Text>
        )}
        <Text>
          <Text span fw={600}>
            {t('summary.mobile')}:
          </Text>{' '}
          {mobile}
          {account.mobileNo &&
            ` (${account.mobileVerified ? t('summary.mobileVerified') : t('summary.mobileNotVerified')})`}
        </Text>
        <Text>
          <Text span fw={600}>
            {t('summary.memberSince')}:
          </Text>{' '}
          {format.date(account.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** 'Account Information' (spec 000 §2.6): the registration form and mobile verification. */
export function AccountScreen() {
  const { t } = useTranslation('account');
  const account = useCurrentAccount();

  return (
    <Stack maw={880} gap="lg">
      <Title order={1}>{t('title')}</Title>
      {account.isPending && <Loading text={t('loading')} />}
      {account.isError && (
        <LoadFailed
          title={t('loadFailed')}
          error={account.error}
          retry={t('retry')}
          onRetry={() => void account.refetch()}
        />
      )}
      {account.isSuccess && (
        <>
          <AccountSummary account={account.data} />
          <Text>
            <Anchor component={Link} to="/linked-accounts">
              {t('linkedAccounts')}
            </Anchor>
          </Text>
          <RegistrationForm account={account.data} />
          <MobileVerificationForm account={account.data} />
          <DataExportSection />
          <DeleteAccountSection emailSignIn={account.data.emailSignIn !== false} />
        </>
      )}
    </Stack>
  );
}
