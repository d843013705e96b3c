import { Alert, Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { confirmEmailChangeInputSchema } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { useLinkToken } from '../../../lib/use-link-token';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { Loading } from '../../../components/loading';

/**
 * Opened from the link mailed to a new address (`#/confirm-email-change?token=`, issue 20 §1):
 * the account's address changes only now. The single-use token is sent once (useLinkToken).
 */
export function ConfirmEmailChangeScreen() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const confirm = useConfirmEmailChange();
  const { wellFormed } = useLinkToken(confirmEmailChangeInputSchema, confirm.mutate);

  let body;
  if (!wellFormed || confirm.isError) {
    body = (
      <Alert color="red" title={t('confirmChange.failedTitle')}>
        {wellFormed
          ? errorText(confirm.error, {
              ...otherwise('account:confirmChange.retryLater'),
              INVALID_TOKEN: 'account:confirmChange.invalidLink',
              CONFLICT: 'account:confirmChange.taken',
            })
          : t('confirmChange.missingToken')}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Alert color="teal" role="status">
        {t('confirmChange.success')}
      </Alert>
    );
  } else {
    body = <Loading text={t('confirmChange.checking')} py="md" />;
  }

  return (
    <Container size={480} py="xl">
      <Paper withBorder p="lg">
        <Stack>
          <Title order={1} size="h2">
            {t('confirmChange.title')}
          </Title>
          {body}
          <Group>
            <Button component={Link} to="/account" variant="default">
              {t('confirmChange.toAccount')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
