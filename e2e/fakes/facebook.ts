/**
 * The browser suite's Facebook: a local server speaking Facebook's OAuth and Graph JSON with
 * a consent page (Allow / Deny). Started by playwright.config.ts (`tsx e2e/fakes/facebook.ts`).
 */
import { startMetaFake } from '../../apps/server/test/oauth-fakes';

const fake = await startMetaFake({
  kind: 'facebook',
  clientId: process.env.FAKE_CLIENT_ID ?? 'e2e-facebook-client',
  clientSecret: process.env.FAKE_CLIENT_SECRET ?? 'e2e-facebook-secret',
  port: Number(process.env.FAKE_PORT ?? 8102),
});
console.log(`Facebook fake on ${fake.base}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
