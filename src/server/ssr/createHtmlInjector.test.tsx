import { setImmediate as nextTick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createHtmlInjector } from './createHtmlInjector';

/** The bytes the injector let through, decoded as the visitor's browser would: as one stream. */
function collect(injector: ReturnType<typeof createHtmlInjector>): () => string {
  const chunks: Buffer[] = [];
  injector.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return () => Buffer.concat(chunks).toString('utf8');
}

describe('createHtmlInjector', () => {
  it('puts the first batch just before </head>, even when the tag is split across chunks', async () => {
    const injector = createHtmlInjector();
    const out = collect(injector);
    injector.insertHtml(() => <script>first()</script>);
    injector.stream.write('<html><head><title>x</title></he');
    injector.stream.write('ad><body>');
    injector.stream.end('</body></html>');
    await nextTick();
    expect(out()).toBe('<html><head><title>x</title><script>first()</script></head><body></body></html>');
  });

  it('adds later batches only at the start of a new flush, never inside one', async () => {
    const injector = createHtmlInjector();
    const out = collect(injector);
    injector.stream.write('<head></head>');
    await nextTick();
    injector.insertHtml(() => <script>later()</script>);
    injector.stream.write('<div hidden id="S:0">par');
    injector.stream.write('t</div>');
    await nextTick();
    injector.stream.end('<p>end</p>');
    await nextTick();
    expect(out()).toBe('<head></head><script>later()</script><div hidden id="S:0">part</div><p>end</p>');
  });

  it('passes multi-byte characters split between chunks through intact and writes what is left at the end', async () => {
    const injector = createHtmlInjector();
    const out = collect(injector);
    const bytes = Buffer.from('<head></head><p>Großer Saal</p>');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of ß
    injector.stream.write(bytes.subarray(0, cut));
    injector.stream.write(bytes.subarray(cut));
    injector.insertHtml(() => <script>last()</script>);
    injector.stream.end();
    await nextTick();
    expect(out()).toBe('<head></head><p>Großer Saal</p><script>last()</script>');
  });
});
