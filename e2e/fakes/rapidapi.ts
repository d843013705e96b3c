import { startFakeRapidApi } from '../../apps/server/test/fake-rapidapi';
import { realShapeVendor } from '../../apps/server/test/provider-replies/vendor';

/**
 * The RapidAPI gateway of the browser suite's live app server (playwright.config.ts starts it
 * with tsx): the same real-shape vendor the server's contract tests use. Port:
 * `RAPIDAPI_FAKE_PORT` (E2E_PORT + 14).
 */
const port = Number(process.env.RAPIDAPI_FAKE_PORT ?? 8104);
const fake = await startFakeRapidApi(realShapeVendor(), port);
console.log(`fake RapidAPI listening on ${fake.url}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
