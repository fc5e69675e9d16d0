// The programs a benchmark measures, started as production runs them: a built program forked
// with NODE_ENV=production, resolving once it reports `{ type: 'ready', port }` over IPC.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** CPU time (user + system) the processes have used so far, in milliseconds (Linux /proc); one that has ended counts nothing. */
export function cpuMs(pids) {
  let total = 0;
  for (const pid of pids) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    total += (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  }
  return total;
}
