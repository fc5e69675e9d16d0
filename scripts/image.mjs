#!/usr/bin/env node
// `npm run image` (README "Docker and deploying"): builds the Dockerfile's image without a Docker
// daemon, with buildah, then runs it the way deploy/ does (uid 1000, read-only root filesystem,
// /tmp a tmpfs, the data volume the only other writable place, no capabilities) and checks it.
// `node scripts/image.mjs check` only checks an image built before.
//
// The base image is the official node:20-bookworm-slim when the local storage has it or a registry
// gives it. Where no container registry can be reached, it is a stand-in made here: Debian bookworm
// (debootstrap, variant minbase, trimmed like Debian's slim images), this machine's Node 20 binary
// and the npm that Node release bundles, laid out as the official image lays them out
// (/usr/local/bin/node, /usr/local/lib/node_modules/npm), and its `node` user and group (1000).
// The debootstrap'd root is kept in .tmp/image/ and the stand-in in buildah's storage, so a second
// run starts at the build. Needs root (buildah and podman as root; rootless needs subuid ranges).
// Debian packages installed when missing: buildah, podman, runc, debootstrap.
//
// Settings (environment): IMAGE_NAME (localhost/orchestra:latest), IMAGE_BASE (a base image to
// use as it is), IMAGE_DEBIAN_MIRROR (http://deb.debian.org/debian), IMAGE_CHECK=off (build only),
// STORAGE_DRIVER (buildah's and podman's; e.g. vfs where overlay mounts are refused).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, MissingPrerequisite } from './cluster/prerequisites.mjs';
import { freePort } from './cluster/topology.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, '.tmp/image');
const env = process.env;
const log = (line) => console.log(line);

/** The official base image, the Dockerfile's NODE_IMAGE default. */
const OFFICIAL_BASE = 'docker.io/library/node:20-bookworm-slim';
/** The npm Node 20.17 to 20.20 bundle (their changelog: "deps: upgrade npm to 10.8.2"), as in the official image. */
const BUNDLED_NPM = '10.8.2';
const IMAGE = env.IMAGE_NAME || 'localhost/orchestra:latest';
const MIRROR = env.IMAGE_DEBIAN_MIRROR || 'http://deb.debian.org/debian';

/** Runs a command; its output is returned (capture) or shown. Throws with the command and its error output when it fails. */
function run(command, args, { capture = false, allowFailure = false, input } = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: capture || input !== undefined ? ['pipe', 'pipe', 'pipe'] : 'inherit',
  });
  if (result.error) throw new MissingPrerequisite(`${command} could not be run: ${result.error.message}`);
  if (result.status !== 0 && !allowFailure) {
    const detail = capture ? `\n${(result.stderr || result.stdout || '').trim().split('\n').slice(-15).join('\n')}` : ' (see above)';
    throw new MissingPrerequisite(`${command} ${args.join(' ')} failed with status ${result.status}${detail}`);
  }
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const imageExists = (name) => run('buildah', ['inspect', '--type', 'image', name], { capture: true, allowFailure: true }).status === 0;
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

function requirements(needed) {
  if (process.platform !== 'linux')
    throw new MissingPrerequisite('buildah builds here on Linux only; elsewhere: docker build -t orchestra .');
  if (process.getuid?.() !== 0)
    throw new MissingPrerequisite(
      'run as root (sudo npm run image): buildah and podman run rootless only with subuid/subgid ranges, which this script does not set up.',
    );
  const missing = needed.filter((command) => !has(command));
  if (missing.length === 0) return;
  const packages = { buildah: 'buildah', podman: 'podman', runc: 'runc', debootstrap: 'debootstrap' };
  aptInstall(
    missing.map((command) => packages[command]),
    log,
  );
}

/** The host's Node must be the base image's: Node 20 (package.json engines). */
function hostNode() {
  const version = process.versions.node;
  if (!version.startsWith('20.'))
    throw new MissingPrerequisite(
      `the stand-in base takes this machine's Node, which must be 20.x (package.json engines); this is ${version}.`,
    );
  return version;
}

/** Debian bookworm, minbase, trimmed like Debian's slim images, with the official image's `node` user: a tar in .tmp/image/. */
async function debianRoot() {
  const tar = path.join(CACHE, 'bookworm-minbase.tar');
  if (existsSync(tar)) {
    log(`» Debian bookworm root: cached (${path.relative(ROOT, tar)})`);
    return tar;
  }
  const folder = path.join(CACHE, 'bookworm-minbase.partial');
  await rm(folder, { recursive: true, force: true });
  await mkdir(CACHE, { recursive: true });
  const started = performance.now();
  log(`» Debian bookworm root: debootstrap --variant=minbase bookworm from ${MIRROR} (a minute or two)`);
  const bootstrap = run('nice', ['-n', '19', 'debootstrap', '--variant=minbase', 'bookworm', folder, MIRROR], {
    capture: true,
    allowFailure: true,
  });
  await writeFile(path.join(CACHE, 'debootstrap.log'), bootstrap.stdout + bootstrap.stderr);
  if (bootstrap.status !== 0)
    throw new MissingPrerequisite(
      `debootstrap failed (.tmp/image/debootstrap.log):\n${(bootstrap.stdout + bootstrap.stderr).trim().split('\n').slice(-8).join('\n')}`,
    );
  // The official image's user: uid and gid 1000, bash, a home.
  run('chroot', [folder, 'groupadd', '--gid', '1000', 'node']);
  run('chroot', [folder, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node']);
  // What Debian's slim images leave out; the package lists and downloaded packages too.
  const emptied = ['var/lib/apt/lists', 'var/cache/apt/archives', 'usr/share/man', 'usr/share/info', 'usr/share/locale', 'var/log'];
  for (const dir of emptied) {
    for (const entry of await readdir(path.join(folder, dir), { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory() && ['partial', 'auth.conf.d', 'apt'].includes(entry.name)) continue;
      if (dir === 'usr/share/locale' && entry.name === 'locale.alias') continue;
      await rm(path.join(folder, dir, entry.name), { recursive: true, force: true });
    }
  }
  await rm(path.join(folder, 'var/cache/apt/pkgcache.bin'), { force: true });
  await rm(path.join(folder, 'var/cache/apt/srcpkgcache.bin'), { force: true });
  run('find', [path.join(folder, 'usr/share/doc'), '-mindepth', '1', '-not', '-name', 'copyright', '-not', '-type', 'd', '-delete']);
  run('tar', ['--numeric-owner', '-C', folder, '-cf', `${tar}.partial`, '.']);
  await rename(`${tar}.partial`, tar);
  await rm(folder, { recursive: true, force: true });
  log(`  debootstrap and trimming took ${seconds(started)} s`);
  return tar;
}

/** The npm Node bundles, from the npm registry (npm pack), unpacked in .tmp/image/. */
function bundledNpm() {
  const folder = path.join(CACHE, `npm-${BUNDLED_NPM}`);
  if (existsSync(path.join(folder, 'package/bin/npm-cli.js'))) return path.join(folder, 'package');
  log(`» npm ${BUNDLED_NPM} (the npm Node 20.20 bundles): npm pack npm@${BUNDLED_NPM}`);
  run('mkdir', ['-p', folder]);
  run('npm', ['pack', `npm@${BUNDLED_NPM}`, '--pack-destination', folder, '--silent'], { capture: true });
  run('tar', ['-xzf', path.join(folder, `npm-${BUNDLED_NPM}.tgz`), '-C', folder]);
  return path.join(folder, 'package');
}

/** The stand-in for node:20-bookworm-slim in buildah's storage, made when missing. */
async function standInBase() {
  const node = hostNode();
  const name = `localhost/node-standin:${node}-bookworm-slim`;
  if (imageExists(name)) {
    log(`» base: ${name} (the stand-in, made before)`);
    return name;
  }
  const tar = await debianRoot();
  const npm = bundledNpm();
  const started = performance.now();
  log(`» base: making ${name}: the Debian root, ${process.execPath} (Node ${node}) and npm ${BUNDLED_NPM} under /usr/local`);
  const container = run('buildah', ['from', 'scratch'], { capture: true }).stdout.trim();
  try {
    run('buildah', ['add', '--quiet', container, tar, '/']);
    run('buildah', ['copy', '--quiet', '--chmod', '0755', container, process.execPath, '/usr/local/bin/node']);
    run('buildah', ['copy', '--quiet', container, npm, '/usr/local/lib/node_modules/npm']);
    const shell = (script) => run('buildah', ['run', '--isolation', 'chroot', container, '--', 'sh', '-c', script], { capture: true });
    shell(
      'ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx',
    );
    const versions = shell('node --version && npm --version && id node').stdout.trim().replace(/\n/g, ', ');
    log(`  in the stand-in: ${versions}`);
    run('buildah', [
      'config',
      '--env',
      'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--env',
      `NODE_VERSION=${node}`,
      '--cmd',
      'node',
      '--label',
      `org.opencontainers.image.description=Stand-in for node:20-bookworm-slim: Debian bookworm (debootstrap minbase), Node ${node} from the build machine, npm ${BUNDLED_NPM}`,
      container,
    ]);
    run('buildah', ['commit', '--quiet', '--format', 'docker', container, name], { capture: true });
  } finally {
    run('buildah', ['rm', container], { capture: true, allowFailure: true });
  }
  log(`  made in ${seconds(started)} s`);
  return name;
}

/** The base: IMAGE_BASE, the official image (stored or pulled), else the stand-in. */
async function baseImage() {
  if (env.IMAGE_BASE) {
    log(`» base: ${env.IMAGE_BASE} (IMAGE_BASE)`);
    return env.IMAGE_BASE;
  }
  if (imageExists(OFFICIAL_BASE)) {
    log(`» base: ${OFFICIAL_BASE} (in the local storage)`);
    return OFFICIAL_BASE;
  }
  log(`» base: pulling ${OFFICIAL_BASE}`);
  const pull = run('buildah', ['pull', '--quiet', '--retry', '1', OFFICIAL_BASE], { capture: true, allowFailure: true });
  if (pull.status === 0) return OFFICIAL_BASE;
  log(`  cannot: ${pull.stderr.trim().split('\n').at(-1)}`);
  log('  so the base is a stand-in made on this machine (Debian bookworm and this Node), not the official image.');
  return standInBase();
}

async function build() {
  requirements(['buildah', 'podman', 'runc', 'debootstrap']);
  const base = await baseImage();
  const started = performance.now();
  // chroot isolation: the RUN steps need no OCI runtime, cgroups or namespaces of their own (the
  // default isolation's crun refuses hosts with cgroups v1 and v2 mixed). docker format: the OCI
  // format has no HEALTHCHECK, and buildah would drop it.
  const args = ['bud', '--isolation', 'chroot', '--format', 'docker', '--layers', '--force-rm', '--build-arg', `NODE_IMAGE=${base}`];
  // The CA file this machine's Node trusts besides its own (an inspecting proxy's), for the RUN
  // steps only: npm ci then reaches the registry as npm does here. A copy in a folder of its own,
  // mounted read-only on /mnt, which every Debian image has: a new mount point would stay in the
  // layer as an empty file.
  const extraCa = env.NODE_EXTRA_CA_CERTS;
  if (extraCa && existsSync(extraCa)) {
    const folder = path.join(CACHE, 'build-ca');
    await mkdir(folder, { recursive: true });
    await copyFile(extraCa, path.join(folder, 'extra-ca.crt'));
    log(`» npm in the build trusts NODE_EXTRA_CA_CERTS (${extraCa}), mounted read-only on /mnt for the build`);
    args.push('--volume', `${folder}:/mnt:ro`, '--build-arg', 'NODE_EXTRA_CA_CERTS=/mnt/extra-ca.crt');
  }
  args.push('-t', IMAGE, '.');
  log(`» buildah ${args.join(' ')}`);
  run('nice', ['-n', '19', 'buildah', ...args]);
  const [id = '', bytes = ''] = run('podman', ['image', 'inspect', '--format', '{{.Id}} {{.Size}}', IMAGE], { capture: true })
    .stdout.trim()
    .split(' ');
  log(`» built ${IMAGE} (${id.slice(0, 12)}) in ${seconds(started)} s, ${(Number(bytes) / 1e6).toFixed(0)} MB uncompressed`);
}

/** This machine's hard limit of a resource (/proc/self/limits). */
function hardLimit(label) {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith(label));
  const value = line?.slice(26).trim().split(/\s+/)[1];
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

async function check() {
  requirements(['podman', 'runc']);
  if (!imageExists(IMAGE)) throw new MissingPrerequisite(`no image ${IMAGE} in the local storage: build it first (npm run image).`);
  const name = `orchestra-image-check-${process.pid}`;
  const volume = `${name}-data`;
  const port = await freePort();
  // runc: crun refuses this machine's mixed cgroups. The limits: podman as root asks for more open
  // files and processes than this machine's hard limits allow, which the runtime then may not set.
  const nofile = Math.min(hardLimit('Max open files') ?? 1024, 1048576);
  const podman = (args, options) => run('podman', ['--runtime', 'runc', ...args], options);
  const results = [];
  const verdict = (what, ok, detail) => {
    results.push(ok);
    log(`  ${ok ? 'ok  ' : 'FAIL'}  ${what}${detail ? `: ${detail}` : ''}`);
  };
  podman(['volume', 'create', volume], { capture: true });
  try {
    const runArgs = [
      'run',
      '--detach',
      '--name',
      name,
      '--user',
      '1000:1000',
      '--read-only',
      '--read-only-tmpfs=false',
      '--tmpfs',
      '/tmp',
      '--cap-drop',
      'all',
      '--security-opt',
      'no-new-privileges',
      '--ulimit',
      `nofile=${nofile}:${nofile}`,
      '--ulimit',
      'nproc=4096:4096',
      '--volume',
      `${volume}:/app/data`,
      '--publish',
      `127.0.0.1:${port}:3000`,
      IMAGE,
    ];
    log(`» podman --runtime runc ${runArgs.join(' ')}`);
    const started = performance.now();
    podman(runArgs, { capture: true });
    const base = `http://127.0.0.1:${port}`;
    let health;
    while (performance.now() - started < 180_000) {
      health = await fetch(`${base}/healthz`).then(
        (response) => response.status,
        () => undefined,
      );
      if (health === 200) break;
      if (podman(['inspect', '--format', '{{.State.Running}}', name], { capture: true }).stdout.trim() !== 'true') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    verdict('GET /healthz', health === 200, `${health ?? 'no answer'} after ${seconds(started)} s`);
    const page = await fetch(`${base}/de`).then(
      async (response) => ({ status: response.status, html: await response.text() }),
      (error) => ({ status: undefined, html: String(error) }),
    );
    verdict(
      'GET /de',
      page.status === 200 && /<html[^>]*lang="de"/.test(page.html),
      `${page.status}, ${page.html.length} characters of HTML`,
    );
    const exec = (script) => podman(['exec', name, 'sh', '-c', script], { capture: true, allowFailure: true });
    // sharp's native part (the upstream's image renditions), installed without install scripts.
    const sharp = podman(
      ['exec', '--workdir', '/app', name, 'node', '-e', "import('sharp').then((s) => console.log(s.default.versions.vips))"],
      {
        capture: true,
        allowFailure: true,
      },
    );
    verdict(
      'sharp loads',
      sharp.status === 0,
      sharp.status === 0 ? `libvips ${sharp.stdout.trim()}` : sharp.stderr.trim().split('\n').at(-1),
    );
    const uid = exec('id -u').stdout.trim();
    verdict('id -u', uid === '1000', uid);
    const capabilities = exec("grep -E '^Cap(Eff|Prm|Bnd)' /proc/1/status | tr -s '\\t ' ' ' | tr '\\n' ' '").stdout.trim();
    verdict('no capabilities', /CapEff: 0{16}/.test(capabilities) && /CapBnd: 0{16}/.test(capabilities), capabilities);
    for (const file of ['/probe', '/app/dist/probe', '/app/node_modules/probe', '/home/node/probe']) {
      const write = exec(`touch ${file}`);
      verdict(`writing ${file} fails`, write.status !== 0, write.stderr.trim().split('\n').at(-1));
    }
    for (const file of ['/app/data/probe', '/tmp/probe']) {
      const write = exec(`touch ${file} && rm ${file}`);
      verdict(`writing ${file} works`, write.status === 0, write.stderr.trim());
    }
    // The image's own HEALTHCHECK, by hand: its command as the image states it.
    const healthcheck = JSON.parse(podman(['image', 'inspect', '--format', '{{json .HealthCheck}}', IMAGE], { capture: true }).stdout);
    const test = healthcheck?.Test ?? [];
    const command = test[0] === 'CMD-SHELL' ? ['sh', '-c', test[1]] : test.slice(1);
    const probe = command.length > 0 ? podman(['exec', name, ...command], { capture: true, allowFailure: true }) : undefined;
    verdict('the image HEALTHCHECK, run by hand', probe?.status === 0, probe ? `exit ${probe.status}` : 'the image has none');
    const stopping = performance.now();
    podman(['stop', '--time', '20', name], { capture: true });
    const exit = podman(['inspect', '--format', '{{.State.ExitCode}}', name], { capture: true }).stdout.trim();
    verdict('stops on SIGTERM', exit === '0', `exit ${exit} after ${seconds(stopping)} s`);
    const logs = podman(['logs', name], { capture: true, allowFailure: true });
    const readOnlyErrors = `${logs.stdout}\n${logs.stderr}`.split('\n').filter((line) => /EROFS|read-only file system/i.test(line));
    verdict('no write refused in the logs', readOnlyErrors.length === 0, readOnlyErrors.slice(0, 3).join(' | '));
  } finally {
    podman(['rm', '--force', name], { capture: true, allowFailure: true });
    podman(['volume', 'rm', '--force', volume], { capture: true, allowFailure: true });
  }
  const failed = results.filter((ok) => !ok).length;
  log(failed === 0 ? `» all ${results.length} checks passed` : `» ${failed} of ${results.length} checks failed`);
  return failed === 0;
}

try {
  const command = process.argv[2] ?? 'build';
  if (command !== 'build' && command !== 'check')
    throw new MissingPrerequisite(`unknown command "${command}": build (the default) or check`);
  if (command === 'build') await build();
  const checked = command === 'check' || env.IMAGE_CHECK !== 'off' ? await check() : true;
  process.exit(checked ? 0 : 1);
} catch (error) {
  if (!(error instanceof MissingPrerequisite)) throw error;
  console.error(`npm run image: ${error.message}`);
  process.exit(1);
}
