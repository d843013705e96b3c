// `npm start`: builds the web app and the server only when their sources changed since the
// last build, then runs the compiled server in this very process, so that SIGTERM reaches the
// server itself (no wrapper in between) and it can drain and stop gracefully.
import { buildOutputs } from './build.mjs';

const built = await buildOutputs(['web', 'server'], { ifStale: true });
if (built.length) console.log(`built ${built.join(', ')}`);
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
