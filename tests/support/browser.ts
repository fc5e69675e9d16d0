// Debian's Chromium driven by playwright-core (Playwright's own browser download is not used).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const NO_BROWSER_HELP = `No Chromium at ${CHROMIUM_PATH}. Install Debian's browser with
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary.`;

function browserAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export async function launchBrowser(): Promise<Browser> {
  if (!browserAvailable()) throw new Error(NO_BROWSER_HELP);
  return chromium.launch({
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
  });
}
