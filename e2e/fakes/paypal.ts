import { startFakePayPal } from '../../apps/server/test/paypal-fake';

/**
 * The local PayPal of the browser suite (playwright.config.ts starts it with tsx beside the
 * app): the same fake the server tests use, speaking PayPal's REST shapes, plus its approval
 * page (`/checkoutnow?token=…`) whose buttons send the browser back to the app's return or
 * cancel URL. Port: `PAYPAL_FAKE_PORT` (E2E_PORT + 10).
 */
const port = Number(process.env.PAYPAL_FAKE_PORT ?? 8100);
const fake = await startFakePayPal({
  clientId: process.env.PAYPAL_CLIENT_ID ?? 'e2e-client',
  clientSecret: process.env.PAYPAL_CLIENT_SECRET ?? 'e2e-secret',
  webhookId: process.env.PAYPAL_WEBHOOK_ID ?? 'e2e-webhook',
  port,
});
console.log(`fake PayPal listening on ${fake.url}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
