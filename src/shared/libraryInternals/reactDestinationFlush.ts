// React's Node renderer (renderToPipeableStream) calls `flush()` on its destination after each of
// its flushes when the destination has one (meant for compression streams), including a flush cut
// short by backpressure. That call is the only sign of where one flush ends and the next may begin,
// which the streaming render's HTML injector needs (docs/decisions/003-node-html-injector.md). It is
// React's behaviour, not its documented API: reactDestinationFlush.test.tsx renders a real stream and
// fails when React stops calling it (README.md here, docs/decisions/019-library-internals.md).
import type { Writable } from 'node:stream';

/** Gives `stream` the `flush()` React calls after each flush; `onFlush` runs for each call. */
export function onReactFlush(stream: Writable, onFlush: () => void): void {
  Object.assign(stream, { flush: onFlush });
}
