// Puts HTML from the render's data transport (Apollo's streamed query results) into React's
// stream: the first batch just before </head>, later batches between two of React's flushes.
// A Node Transform rather than the web-stream helper of @apollo/client-react-streaming: on
// Node 20 every web TransformStream stays registered with the runtime's cleanup queue, so each
// page's whole render (client, loaders, context) was kept alive — about 1 MB a page, measured.
import { Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const HEAD_END = '</head>';

export interface HtmlInjector {
  stream: Transform;
  /** Queues HTML (rendered to a string when it is written) for the next safe place. */
  insertHtml(render: () => ReactNode): void;
}

export function createHtmlInjector(): HtmlInjector {
  let queued: (() => ReactNode)[] = [];
  let headDone = false;
  let tail = '';
  // React writes one flush as several chunks in the same tick, split anywhere (even inside a
  // tag); only the first chunk of a new tick starts at a safe place.
  let withinFlush = false;
  const decoder = new StringDecoder('utf8');

  const renderQueued = (): string => {
    if (queued.length === 0) return '';
    const batch = queued;
    queued = [];
    return renderToString(
      <>
        {batch.map((render, index) => (
          <Fragment key={index}>{render()}</Fragment>
        ))}
      </>,
    );
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (!headDone) {
        const text = tail + decoder.write(chunk);
        const at = text.indexOf(HEAD_END);
        if (at === -1) {
          // Keep enough of the end to find a </head> split across two chunks.
          tail = text.slice(-HEAD_END.length);
          done(null, text.slice(0, -HEAD_END.length));
          return;
        }
        headDone = true;
        tail = '';
        done(null, `${text.slice(0, at)}${renderQueued()}${text.slice(at)}`);
      } else {
        const text = decoder.write(chunk);
        done(null, withinFlush ? text : `${renderQueued()}${text}`);
      }
      withinFlush = true;
      setImmediate(() => {
        withinFlush = false;
      });
    },
    flush(done: TransformCallback) {
      done(null, `${tail}${decoder.end()}${renderQueued()}`);
    },
  });
  return { stream, insertHtml: (render) => queued.push(render) };
}
