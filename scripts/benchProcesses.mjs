// The programs a benchmark measures, started as production runs them: a built program forked
// with NODE_ENV=production, resolving once it reports `{ type: 'ready', port }` over IPC; the
// replay of the upstream's answers the server benchmarks put in front of it; the load generator.
import { fork, spawn } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Forks `entry` (relative to the project's root) with `env` (and Node's `execArgv`); resolves with the child and its URL. */
export function startProgram(entry, env, execArgv = process.execArgv) {
  const child = fork(path.join(root, entry), [], {
    cwd: root,
    execArgv,
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

/** Replays the real upstream's answers from memory, with an optional delay for the programme's calls. */
export function startReplay(targetUrl) {
  const recorded = new Map();
  const state = { requests: 0, delayMs: 0, delayGuards: false, trouble: null };
  const targetOrigin = new URL(targetUrl).origin;
  let ownOrigin = '';
  const replay = async (req, res) => {
    state.requests += 1;
    // Upstream trouble for the content the pages read (the guards' own calls are answered): 'error'
    // answers 500, 'gone' drops the connection.
    if (state.trouble && !req.url.includes('settings') && !req.url.includes('redirect')) {
      if (state.trouble === 'gone') return void req.socket.destroy();
      return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"detail":"bench: upstream failing"}');
    }
    let answer = recorded.get(req.url);
    if (!answer) {
      const upstream = await fetch(new URL(req.url, targetUrl));
      const type = upstream.headers.get('content-type') ?? 'application/json';
      let body = Buffer.from(await upstream.arrayBuffer());
      // The upstream writes its media URLs on the origin it was asked on; a site in front of the
      // real upstream meets its own CMS_URL there, as the replay must show it.
      if (type.includes('json')) body = Buffer.from(body.toString('utf8').replaceAll(targetOrigin, ownOrigin));
      answer = { status: upstream.status, type, body };
      recorded.set(req.url, answer);
    }
    const send = () => res.writeHead(answer.status, { 'content-type': answer.type, 'content-length': answer.body.length }).end(answer.body);
    // Settings are the site guard's call; the delay applies to what the page's data needs,
    // and to the guards' calls too when delayGuards is set (the first-byte measure).
    if (state.delayMs > 0 && (state.delayGuards || !req.url.includes('settings'))) setTimeout(send, state.delayMs);
    else send();
  };
  // Node does not await a request listener; a failure of the real upstream stays an unhandled
  // rejection that ends the bench, as before, and the listener itself returns nothing.
  const server = http.createServer((req, res) => void replay(req, res));
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      ownOrigin = `http://127.0.0.1:${server.address().port}`;
      resolve({ server, state, url: ownOrigin });
    }),
  );
}

/**
 * Runs autocannon in a process of its own, so the load generator does not share an event loop
 * (or a core's time slices) with the replay upstream in this process.
 */
export function loadTest(url, connections, durationSeconds) {
  const cli = path.join(root, 'node_modules', 'autocannon', 'autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '-j', '-c', String(connections), '-d', String(durationSeconds), url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited with ${code}`))));
  });
}
