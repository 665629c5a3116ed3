import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection and stops listening: to the client, the service is gone. */
  stop(): Promise<void>;
  /** Listens again on the same port: the service is back. */
  start(): Promise<void>;
}

/**
 * A loopback TCP forwarder to a real service (PostgreSQL, Redis), so a fault test can take the
 * service away from one server and give it back without touching the service itself.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  options: { port?: number; listening?: boolean } = {},
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (typeof address === 'object' && address) port = address.port;
        server = s;
        resolve();
      });
    });
  if (options.listening !== false || port === 0) await listen();
  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    async stop() {
      const s = server;
      server = null;
      for (const sock of sockets) sock.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: () => (server ? Promise.resolve() : listen()),
  };
  if (options.listening === false && options.port === undefined) await proxy.stop();
  return proxy;
}
