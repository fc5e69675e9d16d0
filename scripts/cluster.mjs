#!/usr/bin/env node
// `npm run cluster` (README "Running several web processes"): the site as several web processes
// behind HAProxy on this machine, in the foreground. It builds dist/ when a program is missing,
// installs HAProxy (Debian's package) when it is missing and it may, makes sure PostgreSQL and
// Redis answer (starting servers of its own on this machine's URLs where nothing listens), starts
// the embedded upstream on PostgreSQL, CLUSTER_WEB_PROCESSES web processes (3) sharing Redis, and
// HAProxy in front of them, prints which process runs where, and stops everything cleanly on
// Ctrl-C or SIGTERM. What it cannot do it says, with the command that would.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureHaproxy, ensurePostgres, ensureRedis, MissingPrerequisite } from './cluster/prerequisites.mjs';
import { BUILT_FILES, HEALTH_CHECK, ROOT, drainDelayMs, serverName, startTopology } from './cluster/topology.mjs';

const env = process.env;
const log = (line) => console.log(line);

/** A port from the environment, or the default; anything else stops the start with its name. */
function portOf(name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number from 1 to 65535, got "${raw}"`);
    process.exit(1);
  }
  return port;
}

const settings = {
  databaseUrl: env.CLUSTER_DATABASE_URL || env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres',
  databaseSchema: env.CLUSTER_DATABASE_SCHEMA || 'orchestra_cluster',
  redisUrl: env.CLUSTER_REDIS_URL || env.REDIS_URL || 'redis://127.0.0.1:6379',
  redisKeyPrefix: env.CLUSTER_REDIS_KEY_PREFIX || 'orchestra:cluster:',
  dataDir: path.resolve(ROOT, env.CLUSTER_DATA_DIR || 'data/cluster'),
  port: portOf('CLUSTER_PORT', 3000),
  cmsPort: portOf('CLUSTER_CMS_PORT', 3001),
  statsPort: portOf('CLUSTER_STATS_PORT', 3010),
  firstWebPort: portOf('CLUSTER_WEB_PORT', 3011),
  webProcesses: Number(env.CLUSTER_WEB_PROCESSES || 3),
};
if (!Number.isInteger(settings.webProcesses) || settings.webProcesses < 1 || settings.webProcesses > 16) {
  console.error(`CLUSTER_WEB_PROCESSES must be a whole number from 1 to 16, got "${env.CLUSTER_WEB_PROCESSES}"`);
  process.exit(1);
}
const webPorts = Array.from({ length: settings.webProcesses }, (_, index) => settings.firstWebPort + index);

/** Servers this script started for the run (PostgreSQL, Redis), stopped after the topology. */
const ownServers = [];
let topology;
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  if (topology) log('» stopping: HAProxy, then the web processes (draining), then the upstream');
  try {
    await topology?.stop();
    for (const server of ownServers.reverse()) await server.stop();
  } finally {
    process.exit(code);
  }
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  if (BUILT_FILES.some((file) => !existsSync(path.join(ROOT, file)))) {
    log('» dist/ is incomplete: building (npm run build)');
    if (spawnSync(process.execPath, [path.join(ROOT, 'esbuild.config.mjs')], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
      console.error('The build failed; nothing was started.');
      process.exit(1);
    }
  }
  const haproxy = ensureHaproxy(log);
  await mkdir(settings.dataDir, { recursive: true });
  const postgres = await ensurePostgres(settings.databaseUrl, { dataDir: settings.dataDir, log });
  if (postgres) ownServers.push(postgres);
  const redis = await ensureRedis(settings.redisUrl, { log });
  if (redis) ownServers.push(redis);

  log(
    `» starting the upstream (schema "${settings.databaseSchema}"; the first start seeds it), ${webPorts.length} web processes and HAProxy ${haproxy.version}`,
  );
  topology = await startTopology({
    databaseUrl: settings.databaseUrl,
    databaseSchema: settings.databaseSchema,
    redisUrl: settings.redisUrl,
    redisKeyPrefix: settings.redisKeyPrefix,
    dataDir: settings.dataDir,
    port: settings.port,
    cmsPort: settings.cmsPort,
    statsPort: settings.statsPort,
    webPorts,
    haproxy: haproxy.path,
    onLine: (name, line) => log(`[${name}] ${line}`),
  });
  const started = topology;
  const rows = [
    ['site (HAProxy)', started.url, `pid ${started.haproxy.child.pid}`],
    ['HAProxy statistics', `http://127.0.0.1:${settings.statsPort}/`, ''],
    ...started.web.map((web, index) => [`web process ${serverName(index)}`, web?.url ?? '', `pid ${web?.child.pid}`]),
    ['upstream (src/cms)', started.cms.url, `pid ${started.cms.child.pid}`],
    [
      'PostgreSQL',
      `${settings.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} schema ${settings.databaseSchema}`,
      postgres ? 'started by this script' : '',
    ],
    ['Redis', `${settings.redisUrl} keys ${settings.redisKeyPrefix}*`, redis ? 'started by this script' : ''],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  log('');
  for (const [what, where, note] of rows) log(`  ${what.padEnd(width)}  ${where}${note ? `  (${note})` : ''}`);
  log('');
  log(
    `  Health checks: GET /healthz every ${HEALTH_CHECK.interMs} ms, out after ${HEALTH_CHECK.fall} failures, back after ${HEALTH_CHECK.rise} passes;` +
      ` a web process given SIGTERM drains for ${drainDelayMs()} ms. Ctrl-C stops everything.`,
  );
  log('');
  for (const [index, web] of started.web.entries()) {
    web?.child.once('exit', (code, signal) => {
      if (!stopping)
        log(
          `» ${serverName(index)} exited (${code ?? signal}); HAProxy sends its requests to the others. Restart the cluster to bring it back.`,
        );
    });
  }
  started.cms.child.once('exit', (code, signal) => {
    if (!stopping) log(`» the upstream exited (${code ?? signal}); the site cannot read or save until the cluster is restarted.`);
  });
  started.haproxy.child.once('exit', (code, signal) => {
    if (stopping) return;
    log(`» HAProxy exited (${code ?? signal}); stopping everything.`);
    void stopAll(1);
  });
} catch (error) {
  console.error(error instanceof MissingPrerequisite ? `\nCannot start the cluster: ${error.message}` : error);
  await stopAll(1);
}
