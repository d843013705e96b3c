/**
 * The browser suite's Instagram: a local server speaking Instagram's OAuth and Graph JSON with
 * a consent page (Allow / Deny). Started by playwright.config.ts (`tsx e2e/fakes/instagram.ts`).
 */
import { startMetaFake } from '../../apps/server/test/oauth-fakes';

const fake = await startMetaFake({
  kind: 'instagram',
  clientId: process.env.FAKE_CLIENT_ID ?? 'e2e-instagram-client',
  clientSecret: process.env.FAKE_CLIENT_SECRET ?? 'e2e-instagram-secret',
  port: Number(process.env.FAKE_PORT ?? 8101),
});
console.log(`Instagram fake on ${fake.base}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
