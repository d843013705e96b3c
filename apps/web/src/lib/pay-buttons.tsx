import { Button, Group, Text, type MantineSize } from '@mantine/core';
import type { PaymentMethod } from '@vigil/shared';
import type { ReactNode } from 'react';
import type { usePaymentMethods } from './start-checkout';

/** The buttons' words, in the screen's own namespace. */
export type PayButtonsTexts = {
  card: string;
  paypal: string;
  /** No method is offered at all. */
  none: string;
  /** A method runs on the labelled demo checkout. */
  demo: string;
};

const METHODS: { method: PaymentMethod; variant?: 'outline' }[] = [
  { method: 'card' },
  { method: 'paypal', variant: 'outline' },
];

/**
 * The 4,99 € buttons, one per offered method (card first, PayPal outlined): while a checkout
 * starts, the chosen one spins and the other waits. With `onPay` they are plain buttons; without
 * it they submit their form as `method=card|paypal`. `children` joins the row (e.g. a reset),
 * and the notes under it say when nothing is offered or the demo checkout answers. The badge
 * screen and the Payment Component both show them; features do not import each other.
 */
export function PayButtons({
  offered,
  busy,
  chosen,
  texts,
  onPay,
  size,
  children,
}: {
  offered: ReturnType<typeof usePaymentMethods>;
  busy: boolean;
  chosen: PaymentMethod | undefined;
  texts: PayButtonsTexts;
  onPay?: (method: PaymentMethod) => void;
  size?: MantineSize;
  children?: ReactNode;
}) {
  return (
    <>
      <Group gap="sm">
        {METHODS.filter(({ method }) => offered.offers(method)).map(({ method, variant }) => (
          <Button
            key={method}
            size={size}
            variant={variant}
            {...(onPay
              ? { onClick: () => onPay(method) }
              : { type: 'submit' as const, name: 'method', value: method })}
            loading={busy && chosen === method}
            disabled={busy && chosen !== method}
          >
            {texts[method]}
          </Button>
        ))}
        {children}
      </Group>
      {offered.none && <Text c="gray.7">{texts.none}</Text>}
      {offered.demo && (
        <Text size="sm" c="gray.7">
          {texts.demo}
        </Text>
      )}
    </>
  );
}
