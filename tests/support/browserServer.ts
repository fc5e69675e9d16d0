// The end-to-end project's global setup: one Chromium for the whole run, which every file's
// launchBrowser() connects to instead of starting a browser of its own (about a second and a half
// per file on two busy cores).
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    browserWsEndpoint: string | undefined;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
