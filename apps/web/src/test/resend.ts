import { mailSentReplySchema } from '@vigil/shared';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { reply, type mockApi } from './mock-api';

/** `POST /api/register/resend` as the server answers it: 202, whether or not a mail went out. */
export const resendAccepted = () =>
  reply(mailSentReplySchema, { message: 'sent if waiting', delivery: 'smtp' }, 202);

/** The screen says a new link may be on its way, and the resend call carried `email`. */
export async function expectResendFor(api: ReturnType<typeof mockApi>, email: string) {
  expect(
    await screen.findByText(
      'If this address has an account waiting for verification, we have sent a new link.',
    ),
  ).toBeVisible();
  expect(api.callsTo('POST /api/register/resend')[0]?.body).toEqual({ inputEmail: email });
}
