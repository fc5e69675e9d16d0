import { once } from 'node:events';
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { socketResponseStarted } from './nodeSocketResponse';

// A real server: the fields read are Node's own, so a change of Node's internals fails here first.
describe('socketResponseStarted (Node internals: socket._httpMessage._headerSent)', () => {
  it('is false on a fresh connection and before the head is sent, true once it went out', async () => {
    const seen: boolean[] = [];
    let socketOfConnection: Socket | undefined;
    let release: ((response: ServerResponse) => void) | undefined;
    const server = createServer((_request, response) => {
      const socket = response.socket;
      if (!socket) throw new Error('no socket');
      seen.push(socketResponseStarted(socket));
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.flushHeaders();
      seen.push(socketResponseStarted(socket));
      release?.(response);
    });
    server.on('connection', (socket: Socket) => {
      socketOfConnection = socket;
      seen.push(socketResponseStarted(socket));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const answered = new Promise<ServerResponse>((resolve) => (release = resolve));
      const client = request({ host: '127.0.0.1', port, path: '/' });
      client.end();
      const [incoming] = (await once(client, 'response')) as [NodeJS.ReadableStream];
      const response = await answered;
      response.end('done');
      incoming.resume();
      await once(incoming, 'end');
      expect(socketOfConnection).toBeDefined();
      expect(seen).toEqual([false, false, true]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
