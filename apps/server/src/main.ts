import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { StandbyInterrupted } from './platform/process-lock.ts';

/**
 * Starts the platform and stops it cleanly on SIGINT/SIGTERM, draining requests first. On
 * PostgreSQL a second process waits as a standby until the first releases the process lock; a
 * signal meanwhile ends it at once. A lost process lock ends the process with a failure status.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const shutdown = new AbortController();
  // Until the app is built, a signal only stops the wait of a standby (buildApp then throws).
  let stop = (_signal: string) => shutdown.abort();
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { shutdown: shutdown.signal });
  } catch (error) {
    if (error instanceof StandbyInterrupted) process.exit(0);
    throw error;
  }
  const { server } = app;
  let stopping = false;
  const exitAfterClose = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => {
      server.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    await server.close();
    process.exit(code);
  };
  stop = (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    void exitAfterClose(0);
  };
  // buildApp has already closed the app; the process ends with a failure so a supervisor sees it.
  void app.lockLost.then(() => exitAfterClose(1));
  // A signal that came while the modules were starting.
  if (shutdown.signal.aborted) return stop('signal during start');
  const address = await server.listen({ port: config.port, host: config.host });
  server.log.info(`platform listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
