// A worker's end of its IPC channel to the node:cluster primary, which the cache invalidations
// (clusterCachePeers.ts) and the cluster's metrics (clusterMetricsChannel.ts) travel over. Their
// tests pass channels of their own with the same shape.

/** The primary seen from a worker, sending messages of type `Message`. */
export interface ChannelToPrimary<Message> {
  /** For logs: the process at the other end. */
  pid?: number | undefined;
  /** Sends one message; `done` receives the error when the channel is closed (never thrown). */
  send(message: Message, done: (error: Error | null) => void): void;
  /** Every message that arrives from the primary, whatever it is: the listener picks its own. */
  onMessage(listener: (message: unknown) => void): void;
}

/** This worker process's channel to its primary. */
export function channelToPrimary<Message extends object>(): ChannelToPrimary<Message> {
  return {
    pid: process.ppid,
    send(message, done) {
      if (!process.send) {
        done(new Error('this process has no IPC channel'));
        return;
      }
      process.send(message, undefined, undefined, done);
    },
    onMessage(listener) {
      process.on('message', listener);
    },
  };
}
