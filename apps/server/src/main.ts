import { parseConfig } from './config';
import { configWarnings, productionConfigProblems, REFUSAL_HEADER } from './config-checks';
import { buildApp } from './app';

const config = parseConfig(process.env);
// A production start refuses unsafe settings (issue 20 §2): one line each, then exit 1.
const problems = productionConfigProblems(config, { env: process.env });
if (problems.length) {
  console.error([REFUSAL_HEADER, ...problems].join('\n'));
  process.exit(1);
}
const app = await buildApp(config, {
  logger: process.stdout.isTTY
    ? {
        level: config.LOG_LEVEL,
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      }
    : { level: config.LOG_LEVEL },
});

for (const warning of configWarnings(config)) app.log.warn(warning);

// Several processes may start together: one makes the admin, the others then find it.
const admin = await app.database.exclusive(() =>
  app.services.auth.ensureAdmin({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }),
);
if (admin.created && admin.generatedPassword) {
  // Printed once, on purpose, to stdout: it is the only way to reach a fresh install.
  console.log(
    // Also when an unverified or passwordless account of that address was promoted: it got a
    // new password (issue 20), since whoever made it first may know or set the old one.
    `\n  Admin account ready (new password).\n  E-mail:   ${admin.email}\n  Password: ${admin.generatedPassword}\n` +
      `  (shown only this once; change it with 'Forgot password?' or npm run admin:create)\n`,
  );
} else if (admin.created) {
  app.log.info({ email: admin.email }, 'admin account ensured');
} else if ('noAdmin' in admin) {
  app.log.warn(
    'no admin account exists: create one with `npm run admin:create -- --email you@example.com`',
  );
}

// SIGTERM (a supervisor, `docker stop`, Ctrl+C as SIGINT): stop accepting, drain in-flight
// requests, flush the write-behind stores and close the database (app.close()), then exit.
// npm forwards the signal it receives too, so repeats are ignored; the timer bounds the stop.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('graceful stop timed out: exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`Vigil is running on ${config.PUBLIC_BASE_URL}`);
