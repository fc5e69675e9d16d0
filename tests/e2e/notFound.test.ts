// The 404 page in a real Chromium (spec 000 §2 "Error page", §7, §8): its status and text in the
// page's language, and its URL sent once to the upstream's error log through the gateway.
import AxeBuilder from '@axe-core/playwright';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();

async function visit(path: string) {
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  const reports: { body: string; answer: Promise<string> }[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (new URL(request.url()).pathname === '/graphql' && body.includes('ReportNotFound')) {
      reports.push({ body, answer: request.response().then((response: Response | null) => response?.text() ?? '') });
    }
  });
  const response = await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { context, page, errors, reports, status: response?.status() };
}

/** The report requests that executed the mutation (answered with data), with their answers. */
async function executed(reports: { body: string; answer: Promise<string> }[]): Promise<{ body: string; answer: string }[]> {
  const answered = await Promise.all(reports.map(async (report) => ({ body: report.body, answer: await report.answer })));
  return answered.filter((report) => report.answer.includes('"data"'));
}

describe('the 404 page', () => {
  it('answers 404 in German and sends its URL to the error log once', async () => {
    const path = `/de/gibt-es-nicht-${Date.now()}?von=test`;
    const { context, page, errors, reports, status } = await visit(path);
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Diese Seite konnte nicht gefunden werden');
    // The browser sends the persisted query's hash first; the first time a hash is unknown, the
    // same mutation follows with its text. It runs once.
    await expect.poll(async () => (await executed(reports)).length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(300);
    const [report] = await executed(reports);
    expect(JSON.parse(report?.body ?? '{}')).toMatchObject({ variables: { locale: 'DE', url: path } });
    expect(JSON.parse(report?.answer ?? '{}')).toEqual({ data: { reportNotFound: true } });
    expect(await executed(reports)).toHaveLength(1);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks English under /en, and the 400 page sends nothing', async () => {
    const english = await visit('/en/no-such-page');
    expect(english.status).toBe(404);
    expect(await english.page.getByRole('heading', { level: 1 }).textContent()).toBe('This page could not be found');
    await expect.poll(async () => (await executed(english.reports)).length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse((await executed(english.reports))[0]?.body ?? '{}')).toMatchObject({
      variables: { locale: 'EN', url: '/en/no-such-page' },
    });
    await english.context.close();

    const bad = await visit('/en/%E0%A4%A');
    expect(bad.status).toBe(400);
    await bad.page.waitForTimeout(500);
    expect(bad.reports).toHaveLength(0);
    await bad.context.close();
  });
});
