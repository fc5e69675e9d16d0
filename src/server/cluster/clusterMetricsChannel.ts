// The metrics of a cluster (WEB_CONCURRENCY > 1), the messages between a worker and the primary
// (clusterMetrics.ts reads the workers' figures). A worker asked for /metrics on the site's port
// (METRICS_TOKEN) gets the text the primary serves at METRICS_PORT, every worker added up:
//
//   scraper ──/metrics──▶ worker ──metrics-request {id}──▶ primary ──prom-client──▶ every worker
//                                ◀──metrics-answer {id, text}──┘
//
// Nothing of prom-client here: the primary loads it only when metrics are wanted.
import { isRecord } from '../../shared/isRecord';
import type { MetricsSource } from '../metrics/metricsEndpoints';
import { channelToPrimary, type ChannelToPrimary } from './channelToPrimary';

const REQUEST = 'orchestra:metrics-request';
const ANSWER = 'orchestra:metrics-answer';
/** prom-client gives up on the workers after 5 s; a little more for the channel both ways. */
const ANSWER_TIMEOUT_MS = 7000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string | undefined;
  error?: string | undefined;
}

function isMetricsRequest(message: unknown): message is MetricsRequest {
  return isRecord(message) && message.type === REQUEST && typeof message.id === 'number';
}

function isMetricsAnswer(message: unknown): message is MetricsAnswer {
  return isRecord(message) && message.type === ANSWER && typeof message.id === 'number';
}

/** A worker's end of the IPC channel to the primary (tests pass one of their own). */
export type MetricsChannel = ChannelToPrimary<MetricsRequest>;

/**
 * Primary: when `message` is a worker's request for the cluster's metrics, reads them from
 * `source` and answers through `reply`. Returns false for any other message.
 */
export function answerMetricsRequest(message: unknown, source: MetricsSource | undefined, reply: (answer: MetricsAnswer) => void): boolean {
  if (!isMetricsRequest(message)) return false;
  const { id } = message;
  if (!source) {
    reply({ type: ANSWER, id, error: 'the primary serves no metrics' });
    return true;
  }
  source.read().then(
    (text) => reply({ type: ANSWER, id, text }),
    (error: unknown) => reply({ type: ANSWER, id, error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
}

/**
 * Worker: the cluster's metrics, asked of the primary (METRICS_TOKEN on the site's port).
 * `contentType`: the registries' (prom-client's text format).
 */
export function primaryMetricsSource(
  contentType: string,
  channel: MetricsChannel = channelToPrimary<MetricsRequest>(),
  timeoutMs = ANSWER_TIMEOUT_MS,
): MetricsSource {
  const waiting = new Map<number, (answer: MetricsAnswer | Error) => void>();
  let nextId = 1;
  channel.onMessage((message) => {
    if (isMetricsAnswer(message)) waiting.get(message.id)?.(message);
  });
  return {
    contentType,
    read: () =>
      new Promise<string>((resolve, reject) => {
        const id = nextId++;
        let timer: NodeJS.Timeout | undefined;
        const settle = (answer: MetricsAnswer | Error) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (answer instanceof Error) reject(answer);
          else if (answer.text !== undefined) resolve(answer.text);
          else reject(new Error(answer.error ?? 'the primary sent no metrics'));
        };
        timer = setTimeout(() => settle(new Error(`the primary did not send the metrics within ${timeoutMs} ms`)), timeoutMs);
        waiting.set(id, settle);
        channel.send({ type: REQUEST, id }, (error) => {
          if (error) settle(error);
        });
      }),
  };
}
