import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { confirmEmailChangeInputSchema } from '@vigil/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * Opened from the link mailed to a new address (`#/confirm-email-change?token=`, issue 20 §1):
 * the account's address changes only now. Like the verify-email screen, the single-use token
 * is sent exactly once per token, also under StrictMode's double effects.
 */
export function ConfirmEmailChangeScreen() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = confirmEmailChangeInputSchema.safeParse({ token }).success;
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [wellFormed, token, mutate]);

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
    body = (
      <Stack align="center" aria-busy="true" py="md">
        <Loader aria-hidden="true" />
        <Text role="status">{t('confirmChange.checking')}</Text>
      </Stack>
    );
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
