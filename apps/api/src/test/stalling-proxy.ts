import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface StallingProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** From now on nothing passes either way and nothing is closed: a network partition as a client sees one. */
  stall(): void;
  /** Bytes pass again, on old and new connections; those held back while stalled are dropped, as a network would. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy to `target` that can stop forwarding without closing anything. A server that goes down refuses or
 * resets connections, which the driver notices at once; a silent partition only stops answering, which nothing
 * notices unless it times out.
 */
export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (!stalled && to.writable) to.write(chunk);
    });
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset while stalled or at close is the test's doing; neither side is left waiting on the other.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stall: () => (stalled = true),
    resume: () => (stalled = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
