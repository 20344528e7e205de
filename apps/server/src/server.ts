import { loadConfig } from './config/config.ts';
import { buildApp } from './app.ts';
import { seedDemoIfEmpty } from './db/seed/demo-seed.ts';
import { createFileStorage } from './modules/platform/files/storage.ts';

/** Process entry: config, listen, graceful shutdown. Everything else lives in buildApp. */
async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(app.db, {
      storage: await createFileStorage(config),
      encryptionKey: config.dataEncryptionKey,
    });
    if (seeded) app.log.info('Seeded the demo company');
  }
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Atrium is running at ${url}  (ready in ${Date.now() - startedAt} ms, ${database})`,
      '  Demo admin: admin@example.com / Atrium@2026',
      config.smtpUrl
        ? `  Mail goes through ${config.smtpUrl}`
        : `  No SMTP server: mail is kept in the outbox, ${url}/admin/outbox (signed in as an admin;
  superadmin@example.com reads every company's)`,
      '',
    ].join('\n'),
  );

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
