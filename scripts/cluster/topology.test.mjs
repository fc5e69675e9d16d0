import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBalancerPages } from '../../src/server/balancerPages';
import { downWhenHungWithinMs, downWithinMs, drainDelayMs, findHaproxy, haproxyConfig, HEALTH_CHECK, upWithinMs } from './topology.mjs';

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const options = (pagesDir) => ({
  port: 3000,
  statsPort: 3010,
  socket: path.join(pagesDir, 'haproxy.sock'),
  servers: [
    { name: 'web1', port: 3011 },
    { name: 'web2', port: 3012 },
  ],
  pagesDir,
  retryAfterSeconds: 5,
});

describe('the topology of npm run cluster', () => {
  it('takes a web process out within the check interval and drains it a little longer than that', () => {
    expect(downWithinMs()).toBe(HEALTH_CHECK.interMs + (HEALTH_CHECK.fall - 1) * HEALTH_CHECK.fastInterMs);
    expect(downWithinMs({ interMs: 1000, fastInterMs: 100, fall: 2, rise: 2, timeoutMs: 1000 })).toBe(1100);
    expect(drainDelayMs()).toBe(downWithinMs() + 1000);
  });

  it('bounds taking out a process that hangs (its checks time out) and putting one back', () => {
    // 500 + 3 × 2000 + 2 × 200: a hung process is out within 6.9 s, one answering again back within 1 s.
    expect(downWhenHungWithinMs()).toBe(6900);
    expect(downWhenHungWithinMs({ interMs: 1000, fastInterMs: 100, fall: 2, rise: 3, timeoutMs: 500 })).toBe(2100);
    expect(upWithinMs()).toBe(HEALTH_CHECK.rise * HEALTH_CHECK.interMs);
    expect(upWithinMs({ interMs: 1000, fastInterMs: 100, fall: 2, rise: 3, timeoutMs: 500 })).toBe(3000);
  });

  it('checks /healthz on every web process, retries refused connections elsewhere, and answers the 503 pages when none is up', () => {
    const config = haproxyConfig(options('/tmp/pages'));
    expect(config).toContain('http-check send meth GET uri /healthz ver HTTP/1.1 hdr host localhost');
    expect(config).toContain('http-check expect status 200');
    expect(config).toContain('default-server check inter 500ms fastinter 200ms downinter 500ms fall 3 rise 2');
    expect(config).toContain('    server web1 127.0.0.1:3011\n    server web2 127.0.0.1:3012');
    expect(config).toContain('option redispatch 1');
    expect(config).toContain('http-request disable-l7-retry unless METH_GET');
    expect(config).toContain('errorfile 503 "/tmp/pages/503.http"');
    expect(config).toMatch(
      /http-request return status 503 content-type "text\/html; charset=utf-8" file "\/tmp\/pages\/503.de.html" hdr retry-after 5 hdr cache-control no-store if no_web\n/,
    );
    expect(config).toContain('bind 127.0.0.1:3010');
    expect(haproxyConfig({ ...options('/tmp/pages'), statsPort: undefined })).not.toContain('listen stats');
  });

  it.skipIf(!findHaproxy())('writes a configuration HAProxy accepts (haproxy -c), with the 503 pages it names', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'topology-config-'));
    await writeBalancerPages(dir);
    writeFileSync(path.join(dir, 'haproxy.cfg'), haproxyConfig(options(dir)));
    const check = spawnSync(findHaproxy().path, ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).not.toMatch(/ALERT|WARNING/);
    expect(check.status).toBe(0);
  });
});
