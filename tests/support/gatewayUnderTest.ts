// A web process whose upstream is the shared embedded upstream (inject('cmsUrl')) behind a
// counting proxy, for one test file or describe block: started before its tests, stopped after.
import { afterAll, beforeAll, inject } from 'vitest';
import { startWeb, type RunningProcess } from './processes';
import { startUpstreamProxy, type UpstreamProxy } from './upstreamProxy';

export interface GatewayUnderTest {
  readonly web: RunningProcess;
  readonly proxy: UpstreamProxy;
}

export function gatewayForSuite(env: Record<string, string>): GatewayUnderTest {
  let proxy: UpstreamProxy | undefined;
  let web: RunningProcess | undefined;
  beforeAll(async () => {
    proxy = await startUpstreamProxy(inject('cmsUrl'));
    web = await startWeb({ CMS_URL: proxy.url, ...env });
  });
  afterAll(async () => {
    await web?.stop();
    await proxy?.close();
  });
  return {
    get web() {
      if (!web) throw new Error('the web process has not started (read it inside a test)');
      return web;
    },
    get proxy() {
      if (!proxy) throw new Error('the upstream proxy has not started (read it inside a test)');
      return proxy;
    },
  };
}
