import { runtimeT, type AnyNamespaceT } from './form-errors';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AuthorizePayPalReply } from '@vigil/shared';
import { useEffect, type ReactNode } from 'react';
import { useErrorText } from './error-text';
import { paypalErrorOverrides, usePayPalAuthorization } from './start-checkout';

/** What the return says, in the screen's own words (each screen has its namespace). */
export type PayPalReturnTexts = {
  authorizing: string;
  failed: string;
  /** 'Authorization created for {name}' (spec 000 §7) for this payer. */
  authorized: (payerGivenName: string) => string;
  paid: string;
  pending: string;
};

/** The return's words from a namespace's `paypal.*` keys, with the screen's own `paid` line. */
export function paypalReturnTexts(anyT: AnyNamespaceT, paid: string): PayPalReturnTexts {
  const t = runtimeT(anyT);
  return {
    authorizing: t('paypal.authorizing'),
    failed: t('paypal.failed'),
    authorized: (name) => t('paypal.authorized', { name }),
    paid,
    pending: t('paypal.pending'),
  };
}

/**
 * Back from PayPal (`?paypal={orderID}`): the order is authorized and captured once, then the
 * spec's 'Authorization created for {name}' and where the payment stands; `refresh` is the query
 * the screen re-reads once it is known (the badge profile, the payments list). `children` adds
 * what the screen links to next.
 */
export function PayPalReturn({
  orderId,
  refresh,
  texts,
  children,
}: {
  orderId: string;
  refresh: QueryKey;
  texts: PayPalReturnTexts;
  children?: (reply: AuthorizePayPalReply) => ReactNode;
}) {
  const errorText = useErrorText();
  const authorization = usePayPalAuthorization(orderId);
  const queryClient = useQueryClient();
  const status = authorization.data?.status;
  const refreshKey = JSON.stringify(refresh);
  useEffect(() => {
    if (status)
      void queryClient.invalidateQueries({ queryKey: JSON.parse(refreshKey) as QueryKey });
  }, [status, refreshKey, queryClient]);

  if (authorization.isPending) {
    return (
      <Alert color="blue" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{texts.authorizing}</Text>
        </Group>
      </Alert>
    );
  }
  if (authorization.isError) {
    return (
      <Alert color="red" title={texts.failed}>
        <Text size="sm">{errorText(authorization.error, paypalErrorOverrides)}</Text>
      </Alert>
    );
  }
  const reply = authorization.data;
  return (
    <Alert color={reply.status === 'paid' ? 'teal' : 'blue'} role="status">
      <Text size="sm" fw={600}>
        {texts.authorized(reply.payer_given_name)}
      </Text>
      <Text size="sm">{reply.status === 'paid' ? texts.paid : texts.pending}</Text>
      {children?.(reply)}
    </Alert>
  );
}
