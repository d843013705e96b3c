/**
 * Facebook: no vendor is evidenced, so by default there is none. The lookup answers
 * PROVIDER_NOT_CONFIGURED without any call; an operator who sets RAPIDAPI_HOST_FACEBOOK gets
 * calls to that host (here the old default, which the gateway does not know).
 */
import { describe, expect, test } from 'vitest';
import { defaults, failure, realProviders } from './vendors-b';
import { useRealGateway } from './real-gateway';

const gateway = useRealGateway();

describe('Facebook', () => {
  test('by default: PROVIDER_NOT_CONFIGURED, and no call is made', async () => {
    expect(defaults().RAPIDAPI_HOST_FACEBOOK).toBe('');
    const before = gateway.fake.requests.length;
    const e = await failure(gateway.providers.facebook.profile('zuck'));
    expect(e.code).toBe('PROVIDER_NOT_CONFIGURED');
    expect(e.statusCode).toBe(503);
    expect(gateway.fake.requests.length).toBe(before);
  });

  test('a host set by the operator is called, with the configured path', async () => {
    const providers = realProviders(gateway.fake, {
      RAPIDAPI_HOST_FACEBOOK: 'facebook-profile-finder.p.rapidapi.com',
    });
    const e = await failure(providers.facebook.profile('zuck'));
    const req = gateway.fake.requests.at(-1)!;
    expect(req.headers['x-rapidapi-host']).toBe('facebook-profile-finder.p.rapidapi.com');
    expect(`${req.method} ${req.path}`).toBe('POST /finder');
    expect(e.code).not.toBe('PROVIDER_NOT_CONFIGURED');
  });
});
