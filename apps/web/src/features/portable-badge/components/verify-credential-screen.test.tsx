import { credentialVerifyReplySchema } from '@vigil/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { VerifyCredentialScreen } from './verify-credential-screen';

afterEach(() => vi.unstubAllGlobals());

const verdict = (v: 'valid' | 'revoked' | 'forged') =>
  reply(credentialVerifyReplySchema, {
    verdict: v,
    message: 'x',
    credential_id: v === 'forged' ? null : 'urn:uuid:1',
    issuer: v === 'forged' ? null : 'did:web:vigil.example',
    subject:
      v === 'forged'
        ? null
        : {
            profile_id: 'CPT-A',
            name: 'Ada Lovelace',
            platform: 'instagram',
            username: 'ada',
            profile_url: 'https://instagram.com/ada',
            proof_method: 'bio_code',
          },
    valid_from: null,
    valid_until: v === 'forged' ? null : '2027-03-01T10:00:00.000Z',
  });

test('a pasted credential is checked and its verdict shown (de)', async () => {
  const api = mockApi({ 'POST /api/credentials/verify': () => verdict('valid') });
  await renderApp(<VerifyCredentialScreen />, { lang: 'de' });
  const user = userEvent.setup();
  expect(screen.getByRole('button', { name: 'Prüfen' })).toBeDisabled();
  await user.type(screen.getByLabelText('Nachweis (Inhalt der Datei)'), 'a.b.c');
  await user.click(screen.getByRole('button', { name: 'Prüfen' }));
  expect(await screen.findByText('Gültig')).toBeVisible();
  expect(screen.getByText('Ada Lovelace · instagram @ada')).toBeVisible();
  expect(api.callsTo('POST /api/credentials/verify')[0]?.body).toEqual({ credential: 'a.b.c' });
});

test('an uploaded file is read and checked at once; forged in English', async () => {
  mockApi({ 'POST /api/credentials/verify': () => verdict('forged') });
  const { container } = await renderApp(<VerifyCredentialScreen />, { lang: 'en' });
  const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent
    .setup()
    .upload(input, new File(['x.y.z'], 'badge.jwt', { type: 'application/vc+jwt' }));
  expect(await screen.findByText('Forged')).toBeVisible();
  expect(screen.getByText('badge.jwt')).toBeVisible();
});
