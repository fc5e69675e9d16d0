// Puts HTML from the render's data source (the query results it streams) into React's
// stream: the first batch just before </head>, later batches where one of React's flushes
// begins (React calls `flush()` on its destination after each one, which marks the place).
// A Node Transform rather than the web-stream helper of @apollo/client-react-streaming: on
// Node 20 every web TransformStream stays registered with the runtime's cleanup queue, so each
// page's whole render (client, loaders, context) was kept alive — about 1 MB a page, measured.
import { Transform, type TransformCallback } from 'node:stream';
import { onReactFlush } from '../../shared/libraryInternals/reactDestinationFlush';

const HEAD_END = Buffer.from('</head>');
/** How React ends the document; HTML queued after its last flush still has to go before it. */
const DOCUMENT_END = Buffer.from('</body></html>');
/**
 * Written when React calls `flush()`: an empty chunk passes the Transform in order with React's
 * own, so it marks the end of a flush where the bytes are, even when they wait in the buffer.
 */
const FLUSH_MARK = Buffer.alloc(0);

/**
 * Queues HTML for the next safe place in the stream. The text goes in as it is: the caller makes it
 * safe (the data source's scripts are escaped for a script element by streamedResultScript). Not
 * rendered by React: a renderToString per batch cost about 3 % of an uncached page (profiled).
 */
export type InsertHtml = (html: string) => void;

export interface HtmlInjector {
  stream: Transform;
  insertHtml: InsertHtml;
}

/**
 * React's bytes pass through as they are (never decoded and encoded again); only the bytes up
 * to </head> are searched, and the queued HTML is added as bytes of its own.
 */
export function createHtmlInjector(): HtmlInjector {
  let queued: string[] = [];
  let headDone = false;
  /** The end of the bytes seen so far, kept back while </head> may still be split across chunks. */
  let tail = Buffer.alloc(0);
  // React writes one flush as several chunks, split anywhere (even inside a tag). Under
  // backpressure (a slow reader) the Transform handles buffered chunks in later ticks, so the
  // time a chunk arrives says nothing about where it is: only a flush's first chunk starts at a
  // safe place. (The start of the next flush rather than the end of the last: the last flush
  // ends the document, and nothing may follow </html>.)
  let flushEnded = false;
  // The end of the bytes seen so far that may be (the start of) the document's end: held back
  // until more bytes show it was not, so that data queued while React wrote its last flush is
  // still written inside the document rather than after </html> (where the HTML checker rightly
  // calls it a stray start tag).
  let held = Buffer.alloc(0);

  /** Pushes `bytes`, keeping back an ending that is, or may become, the document's end. */
  const pushHoldingEnd = (push: (bytes: Buffer) => void, bytes: Buffer): void => {
    const all = held.length > 0 ? Buffer.concat([held, bytes]) : bytes;
    let keep = Math.min(DOCUMENT_END.length, all.length);
    while (keep > 0 && !all.subarray(all.length - keep).equals(DOCUMENT_END.subarray(0, keep))) keep -= 1;
    held = Buffer.from(all.subarray(all.length - keep));
    if (all.length > keep) push(all.subarray(0, all.length - keep));
  };

  const renderQueued = (): Buffer | null => {
    if (queued.length === 0) return null;
    const html = queued.join('');
    queued = [];
    return html ? Buffer.from(html) : null;
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (chunk.length === 0) {
        flushEnded = true;
        // A flush is complete: what was held as a possible start of the document's end was not
        // it (only the whole end waits for the stream's end).
        if (held.length > 0 && !held.equals(DOCUMENT_END)) {
          this.push(held);
          held = Buffer.alloc(0);
        }
        done();
        return;
      }
      const push = (bytes: Buffer) => this.push(bytes);
      if (!headDone) {
        const bytes = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
        const at = bytes.indexOf(HEAD_END);
        if (at === -1) {
          // Keep enough of the end to find a </head> split across two chunks.
          const keep = Math.min(HEAD_END.length - 1, bytes.length);
          tail = Buffer.from(bytes.subarray(bytes.length - keep));
          if (bytes.length > keep) this.push(bytes.subarray(0, bytes.length - keep));
        } else {
          headDone = true;
          tail = Buffer.alloc(0);
          if (at > 0) this.push(bytes.subarray(0, at));
          const injected = renderQueued();
          if (injected) this.push(injected);
          pushHoldingEnd(push, bytes.subarray(at));
        }
      } else {
        // At a flush's start, before what is held: a held document end is followed by more
        // bytes only if it was not the end after all, and before </body> is a safe place too.
        const injected = flushEnded ? renderQueued() : null;
        if (injected) this.push(injected);
        pushHoldingEnd(push, chunk);
      }
      flushEnded = false;
      done();
    },
    flush(done: TransformCallback) {
      if (tail.length > 0) this.push(tail);
      const injected = renderQueued();
      if (injected) this.push(injected);
      if (held.length > 0) this.push(held);
      done();
    },
  });
  // React's Node renderer calls `flush()` on its destination after every flush (as it would on a
  // compression stream), including one cut short by backpressure, which ends between boundaries.
  onReactFlush(stream, () => {
    if (!stream.writableEnded && !stream.destroyed) stream.write(FLUSH_MARK);
  });
  return { stream, insertHtml: (html) => queued.push(html) };
}
