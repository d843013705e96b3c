import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { renderApp } from '../../../test/render';
import { useLookupErrorText, type LookupSubject } from './errors';

/** Renders what the hook says for `err`, so that the test reads it like a user. */
function Reason({ err, subject }: { err: unknown; subject: LookupSubject }) {
  const errorText = useLookupErrorText();
  return <p data-testid="reason">{errorText(err, subject)}</p>;
}

const reason = async (err: unknown, subject: LookupSubject, lang: 'en' | 'de') => {
  const { unmount } = await renderApp(<Reason err={err} subject={subject} />, { lang });
  const text = screen.getByTestId('reason').textContent;
  unmount();
  return text;
};

/** [status, server message, code, subject, what the German screen says]. */
type Code = ConstructorParameters<typeof ApiError>[2];
const germanCases: [number, string, Code, LookupSubject, string][] = [
  [
    404,
    'Instagram user not found.',
    'PROVIDER_NOT_FOUND',
    'instagram',
    'Instagram-Benutzer nicht gefunden.',
  ],
  [
    404,
    'Twitter user data not found in the API response.',
    'PROVIDER_NOT_FOUND',
    'twitter',
    'In der Antwort der API wurden keine Twitter-Benutzerdaten gefunden.',
  ],
  [
    429,
    'The TikTok data provider is busy.',
    'PROVIDER_RATE_LIMITED',
    'tiktok',
    'Der Datenanbieter für TikTok ist ausgelastet. Bitte versuche es später erneut.',
  ],
  [
    502,
    'The Snapchat data provider is unavailable.',
    'UPSTREAM_UNAVAILABLE',
    'snapchat',
    'Der Datenanbieter für Snapchat ist nicht erreichbar. Bitte versuche es später erneut.',
  ],
  [
    503,
    'No data provider is configured for LinkedIn.',
    'PROVIDER_NOT_CONFIGURED',
    'linkedin',
    'Für LinkedIn ist auf diesem Server kein Datenanbieter eingerichtet. Ein Administrator kann ihn einrichten.',
  ],
  [
    502,
    'The YouTube data provider sent garbage.',
    'PROVIDER_BAD_REPLY',
    'youtube',
    'Der Datenanbieter für YouTube hat eine Antwort geschickt, die wir nicht lesen können.',
  ],
  [
    503,
    'No Facebook data provider is configured on this server.',
    'PROVIDER_NOT_CONFIGURED',
    'facebook',
    'Für Facebook ist auf diesem Server kein Datenanbieter eingerichtet. Ein Administrator kann ihn einrichten.',
  ],
  [
    429,
    'Too many lookups. Please try again in 12 seconds.',
    'RATE_LIMITED',
    'facebook',
    'Zu viele Abfragen. Bitte warte eine Minute und versuche es dann erneut.',
  ],
  [400, 'Username is required!', 'VALIDATION_FAILED', 'tiktok', 'Benutzername ist erforderlich!'],
  [400, 'body/username: Expected string', 'VALIDATION_FAILED', 'tiktok', 'Ungültige Eingabe.'],
  [
    500,
    'Internal Server Error',
    'INTERNAL',
    'linkedin',
    'Der Server konnte die Abfrage nicht ausführen (HTTP 500).',
  ],
  [
    502,
    'Bad Gateway',
    undefined,
    'linkedin',
    'Der Server konnte die Abfrage nicht ausführen (HTTP 502).',
  ],
];

describe('useLookupErrorText', () => {
  test.each(germanCases)(
    "by code and platform, never the server's English message, in German: %i %s",
    async (status, message, code, subject, expected) => {
      expect(await reason(new ApiError(status, message, code), subject, 'de')).toBe(expected);
    },
  );

  test.each([
    [
      'PROVIDER_RATE_LIMITED',
      429,
      'The Truth Social data provider is busy. Please try again later.',
    ],
    ['PROVIDER_NOT_FOUND', 404, 'User information not found.'],
    [
      'UPSTREAM_UNAVAILABLE',
      502,
      'The Truth Social data provider is unavailable. Please try again later.',
    ],
  ] as const)("in English, the server's own wording: %s", async (code, status, expected) => {
    expect(await reason(new ApiError(status, '…', code), 'truthsocial', 'en')).toBe(expected);
  });

  test('a failed fetch and an unreadable reply are told apart', async () => {
    expect(await reason(new TypeError('Failed to fetch'), 'twitter', 'en')).toBe(
      'The server could not be reached. Please check your connection.',
    );
    const zodError = z.object({ a: z.string() }).safeParse({}).error;
    expect(await reason(zodError, 'tiktok', 'de')).toBe(
      'Der Server hat eine Antwort geschickt, die die App nicht lesen kann.',
    );
  });
});
