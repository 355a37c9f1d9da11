import { closeGracefully, ConfigError, createServer, DataDirLockedError, listenForMetrics, loadConfig, seedDemoWorld } from './index';

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await createServer(config);
  if (config.databaseUrl && !process.env.SASAR_SECRET) {
    app.log.warn(
      'SASAR_SECRET is not set: platform tokens are encrypted with a key kept in this machine\'s data folder. ' +
        'Set SASAR_SECRET (the same on every server process) when several processes share the database.',
    );
  }
  const seed = await seedDemoWorld(app.database, config);
  if (seed.seeded) {
    app.log.info(
      { logins: seed.logins.map((l) => l.login), pendingConnections: seed.pendingConnections },
      'seeded the demo world',
    );
  }

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { address, database: app.database.kind, graph: config.graphBaseUrl, staticRoot: config.staticRoot },
    'server listening',
  );
  const metricsServer = config.metricsPort === undefined ? null : await listenForMetrics(app.metrics, config.metricsPort, config.host);
  if (metricsServer) app.log.info({ port: config.metricsPort }, 'metrics served on their own port');

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: finishing requests in flight');
      metricsServer?.close();
      closeGracefully(app, config.shutdownGraceMs).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`Server not started: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Server failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
