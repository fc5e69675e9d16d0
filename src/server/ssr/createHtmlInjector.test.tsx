import { setImmediate as nextTick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createHtmlInjector } from './createHtmlInjector';

/** The bytes the injector let through, decoded as the visitor's browser would: as one stream. */
function collect(injector: ReturnType<typeof createHtmlInjector>): () => string {
  const chunks: Buffer[] = [];
  injector.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return () => Buffer.concat(chunks).toString('utf8');
}

/** What React's Node renderer does after each flush. */
function flush(injector: ReturnType<typeof createHtmlInjector>): void {
  (injector.stream as unknown as { flush: () => void }).flush();
}

describe('createHtmlInjector', () => {
  it('puts the first batch just before </head>, even when the tag is split across chunks', async () => {
    const injector = createHtmlInjector();
    const out = collect(injector);
    injector.insertHtml('<script>first()</script>');
    injector.stream.write('<html><head><title>x</title></he');
    injector.stream.write('ad><body>');
    injector.stream.end('</body></html>');
    await nextTick();
    expect(out()).toBe('<html><head><title>x</title><script>first()</script></head><body></body></html>');
  });

  it('adds later batches only where a new flush begins, never inside one', async () => {
    const injector = createHtmlInjector();
    const out = collect(injector);
    injector.stream.write('<head></head>');
    flush(injector);
    await nextTick();
    injector.insertHtml('<script>later()</script>');
    injector.stream.write('<div hidden id="S:0">par');
    await nextTick();
    injector.stream.write('t</div>');
    flush(injector);
    injector.stream.end('<p>end</p>');
    await nextTick();
    expect(out()).toBe('<head></head><script>later()</script><div hidden id="S:0">part</div><p>end</p>');
  });

  it('keeps a flush whole when a slow reader makes its chunks wait (backpressure)', async () => {
    const injector = createHtmlInjector();
    injector.stream.write('<head></head>');
    flush(injector);
    // Nobody reads yet: the first chunk fills the readable side, so the second waits and is
    // handled later, in a tick of its own, though both belong to one flush.
    const big = `<p>${'x'.repeat(40_000)}</p>`;
    injector.stream.write(`${big}<span class="e`);
    injector.insertHtml('<script>data()</script>');
    injector.stream.write('vent">Di</span>');
    flush(injector);
    injector.stream.end();
    await nextTick();
    const out = collect(injector);
    await new Promise((resolve) => injector.stream.on('end', resolve));
    expect(out()).toBe(`<head></head>${big}<span class="event">Di</span><script>data()</script>`);
  });

  it('passes multi-byte characters split between chunks through intact and writes what is left at the end', async () => {
    const injector = createHtmlInjector();
    const out = collect(injector);
    const bytes = Buffer.from('<head></head><p>Großer Saal</p>');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of ß
    injector.stream.write(bytes.subarray(0, cut));
    injector.stream.write(bytes.subarray(cut));
    injector.insertHtml('<script>last()</script>');
    injector.stream.end();
    await nextTick();
    expect(out()).toBe('<head></head><p>Großer Saal</p><script>last()</script>');
  });
  it('writes data queued during the last flush inside the document, before </body></html>', async () => {
    const injector = createHtmlInjector();
    const out = collect(injector);
    injector.stream.write('<html><head></head><body>');
    flush(injector);
    injector.stream.write('<p>last</p></bo');
    injector.insertHtml('<script>late()</script>');
    injector.stream.write('dy></html>');
    flush(injector);
    injector.stream.end();
    await nextTick();
    expect(out()).toBe('<html><head></head><body><p>last</p><script>late()</script></body></html>');
  });

  it('lets a flush that only looks like the start of the end through whole when the flush ends', async () => {
    const injector = createHtmlInjector();
    const out = collect(injector);
    injector.stream.write('<html><head></head><body><p>a</p></bo');
    flush(injector);
    await nextTick();
    expect(out()).toBe('<html><head></head><body><p>a</p></bo');
    injector.stream.write('x>');
    injector.stream.end();
    await nextTick();
    expect(out()).toBe('<html><head></head><body><p>a</p></box>');
  });
});
