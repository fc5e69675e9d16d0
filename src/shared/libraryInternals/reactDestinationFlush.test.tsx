import { Writable } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { onReactFlush } from './reactDestinationFlush';

function Later({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

// A real render: the call is React's behaviour, so a React that stops making it fails here first.
describe('onReactFlush (React internals: flush() on the destination after each flush)', () => {
  it('is called after the shell and again after a boundary that resolved later, each time at the end of what was written', async () => {
    let resolve: (value: string) => void = () => undefined;
    const value = new Promise<string>((done) => (resolve = done));
    const written: string[] = [];
    /** What had been written when each flush() came. */
    const atFlush: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString('utf8'));
        done();
      },
    });
    onReactFlush(destination, () => atFlush.push(written.join('')));
    const finished = new Promise<void>((done) => destination.on('finish', done));
    const stream = renderToPipeableStream(
      <main>
        <h1>Shell</h1>
        <Suspense fallback={<p>waiting</p>}>
          <Later value={value} />
        </Suspense>
      </main>,
      {
        onShellReady() {
          stream.pipe(destination);
        },
      },
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(atFlush.length).toBeGreaterThanOrEqual(1);
    expect(atFlush[0]).toContain('<h1>Shell</h1>');
    expect(atFlush[0]).not.toContain('arrived');
    resolve('arrived');
    await finished;
    expect(atFlush.length).toBeGreaterThanOrEqual(2);
    expect(atFlush.at(-1)).toContain('arrived');
    // Each call comes once what the flush wrote is in: the last one sees all of it.
    expect(atFlush.at(-1)).toBe(written.join(''));
  });
});
