/**
 * `npm run admin:create -- --email you@example.com [--password …]`: creates or promotes an admin.
 * Stop the server first when it runs on PGlite (one process per data folder).
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { openInfrastructure } from '../composition/infrastructure';
import { parseConfig } from '../config';
import { createAuditRepo } from '../modules/audit/audit.repo';
import { createAuditService } from '../modules/audit/audit.service';
import { createAuth } from '../modules/auth/auth.plugin';
import { createMessaging } from '../modules/outbox/outbox.plugin';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--password secret]');
  process.exit(2);
}
const config = parseConfig(process.env);
const log = pino({ level: 'warn' });
// The same wiring as the server, without HTTP.
const infra = await openInfrastructure(config, {}, log);
const audit = createAuditService({ repo: createAuditRepo(infra.database.db) });
const { mailer } = await createMessaging(infra, {});
const { auth } = createAuth(infra, { audit, mailer });
const result = await auth.ensureAdmin({
  email: values.email,
  password: values.password,
  force: true,
});
console.log(`Admin ready: ${values.email}`);
if (result.created && result.generatedPassword)
  console.log(`Password (shown once): ${result.generatedPassword}`);
await infra.close();
