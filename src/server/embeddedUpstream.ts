// Starts the embedded reference upstream (src/cms, built to dist/cms/main.mjs) as a child
// process when no CMS_URL is configured, restarts it if it dies, and stops it on shutdown.
import { fork, type ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';

export interface EmbeddedUpstream {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;
const RESTART_DELAY_MS = 1000;

function isReady(message: unknown): message is { type: 'ready'; port: number } {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready';
}

function launch(
  entry: string,
  port: number,
  env: Record<string, string | undefined>,
  logger: Logger,
): Promise<{ child: ChildProcess; port: number }> {
  // The child inherits this process's environment (DATABASE_URL, CMS_DATA_DIR, LOG_LEVEL …).
  const child = fork(entry, [], { env: { ...env, CMS_PORT: String(port) }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The embedded upstream did not start within ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    child.on('message', (message) => {
      if (!isReady(message)) return;
      clearTimeout(timer);
      logger.info({ port: message.port, upstreamPid: child.pid }, 'embedded upstream ready');
      resolve({ child, port: message.port });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The embedded upstream exited (${code ?? signal}) before it was ready`));
    });
  });
}

export async function startEmbeddedUpstream(
  entry: string,
  port: number,
  env: Record<string, string | undefined>,
  logger: Logger,
): Promise<EmbeddedUpstream> {
  let stopping = false;
  let current = await launch(entry, port, env, logger);
  // Restarts keep the port the first start got, so the gateway's URL stays right.
  const fixedPort = current.port;

  const watch = (child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal }, 'embedded upstream died; restarting');
      setTimeout(() => {
        if (stopping) return;
        launch(entry, fixedPort, env, logger).then(
          (next) => {
            current = next;
            watch(next.child);
          },
          (error: unknown) => logger.error({ err: error }, 'embedded upstream could not be restarted'),
        );
      }, RESTART_DELAY_MS);
    });
  };
  watch(current.child);

  return {
    url: `http://127.0.0.1:${fixedPort}`,
    async stop() {
      stopping = true;
      const { child } = current;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
