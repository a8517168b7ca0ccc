import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';

/** Starts the platform and stops it cleanly on SIGINT/SIGTERM, draining requests first. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { server } = await buildApp(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const address = await server.listen({ port: config.port, host: config.host });
  server.log.info(`platform listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
