// Starts the real programs (built by esbuild.config.mjs into dist/) as child processes on
// loopback ports, the way `npm start` does, and stops them again.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareSeedPictures } from './seedPictures';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Output collected so far (stdout and stderr), for assertions and failure messages. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface ReadyMessage {
  type: 'ready';
  port: number;
}

function isReadyMessage(message: unknown): message is ReadyMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready';
}

/** Forks a built program and resolves once it reports `{ type: 'ready', port }` over IPC. */
async function startProgram(entry: string, env: Record<string, string | undefined>, timeoutMs = 90_000): Promise<RunningProcess> {
  const child = fork(path.join(ROOT, entry), [], {
    cwd: ROOT,
    // Not the test worker's own flags: Vitest starts its workers with `--conditions development`,
    // which would load the development builds of packages such as Apollo Client (extra checks,
    // frozen results) into a program the tests mean to run as it runs in production.
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.on('message', (message) => {
      if (isReadyMessage(message)) {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before it was ready:\n${output}`));
    });
  });

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** The embedded upstream; on a new, empty data folder its seed pictures come from an earlier start where one left them (seedPictures.ts). */
export async function startCms(env: Record<string, string | undefined> = {}): Promise<RunningProcess> {
  const keepPictures = await prepareSeedPictures(ROOT, env);
  const cms = await startProgram('dist/cms/main.mjs', { CMS_PORT: '0', ...env });
  await keepPictures?.();
  return cms;
}

/**
 * The web process under NODE_ENV=production, alone (WEB_CONCURRENCY=1: production would fork one
 * worker per core); pass WEB_CONCURRENCY to start a cluster. The overload guard's limits are far
 * above what a test asks (suites fire hundreds of requests at once, and a busy CI machine stalls
 * an event loop now and then): a test's request is never refused by chance, nor kept waiting for
 * its turn to render behind pages a test holds at the upstream (RENDER_CONCURRENCY). The guard itself is
 * tested in src/server/loadShedding.test.ts and the render gate in tests/integration/renderGate.test.ts;
 * pass SHED_* or RENDER_* to test them here. The gateway does not look at the upstream's scheduled
 * page changes on a timer (SCHEDULE_WATCH_MS=0), so the suites that count upstream calls count
 * only what their requests cause; tests/integration/gateway.schedule.test.ts passes its own.
 */
export function startWeb(env: Record<string, string | undefined>): Promise<RunningProcess> {
  return startProgram('dist/server/main.mjs', {
    PORT: '0',
    WEB_CONCURRENCY: '1',
    SHED_EVENT_LOOP_DELAY_MS: '30000',
    SHED_MAX_IN_FLIGHT: '100000',
    RENDER_CONCURRENCY: '1000',
    SCHEDULE_WATCH_MS: '0',
    ...env,
  });
}
