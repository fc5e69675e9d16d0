// The programs a benchmark measures, started as production runs them: a built program forked
// with NODE_ENV=production, resolving once it reports `{ type: 'ready', port }` over IPC.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Forks `entry` (relative to the project's root) with `env`; resolves with the child and its URL. */
export function startProgram(entry, env) {
  const child = fork(path.join(root, entry), [], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message) => message?.type === 'ready' && resolve({ child, url: `http://127.0.0.1:${message.port}` }));
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
}

/** Stops a started program (SIGTERM, its clean shutdown) and waits for it to exit. */
export function stopProgram(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
