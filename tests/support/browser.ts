// Debian's Chromium driven by playwright-core (Playwright's own browser download is not used).
// The end-to-end files share one Chromium (tests/support/browserServer.ts starts it once for the
// whole run): each file connects to it, and every test still opens a context of its own.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const NO_BROWSER_HELP = `No Chromium at ${CHROMIUM_PATH}. Install Debian's browser with
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary.`;

function launchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(NO_BROWSER_HELP);
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}

/** The run's one Chromium, for the global setup; files reach it with launchBrowser(). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * A connection to the run's shared Chromium where the global setup started one (closing it
 * closes this file's contexts and leaves the browser to the next file), else a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = inject('browserWsEndpoint');
  if (shared) return chromium.connect(shared);
  return chromium.launch(launchOptions());
}
