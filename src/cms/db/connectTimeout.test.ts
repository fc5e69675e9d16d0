// A database server that takes the connection and never answers (a hung server, a half-open
// network path): the upstream's connect gives up after its timeout, and the error counts as the
// database being unavailable (503 with Retry-After), not as a fault of the request.
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './isDatabaseUnavailable';
import { openDatabase } from './openDatabase';

let silent: net.Server;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it('gives up on a server that never answers after the connect timeout, as the database being unavailable', async () => {
  const { port } = silent.address() as net.AddressInfo;
  const started = Date.now();
  const opening = openDatabase({
    databaseUrl: `postgresql://postgres@127.0.0.1:${port}/test`,
    dataDir: '/tmp',
    schema: 'never_answered',
    logger: pino({ level: 'silent' }),
  });
  const error = await opening.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  expect(sockets.length).toBeGreaterThan(0);
}, 15_000);
