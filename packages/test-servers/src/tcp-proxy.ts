import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxyOptions {
  /**
   * Cut each of the first `count` connections once it has passed `afterBytes` bytes from the
   * server: a server, a NAT or a load balancer dropping the connection mid-answer.
   */
  cut?: { count: number; afterBytes: number };
}

export interface TcpProxy {
  host: string;
  port: number;
  /** Connections accepted so far. */
  readonly connections: number;
  /**
   * Holds every chunk (both ways) this long before passing it on, in order: a slow network or
   * an overloaded server. 0 passes at once.
   */
  setLatency(ms: number): void;
  /** Holds all traffic (both ways, open and new connections) until `resume()`. */
  stall(): void;
  /** Passes on what was held during a stall, then everything as it comes. */
  resume(): void;
  /** Ends every connection and stops listening. */
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback in front of a real server, for fault tests: it can cut connections,
 * add latency or stall. Order within each direction is kept whatever the latency.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  options: TcpProxyOptions = {},
): Promise<TcpProxy> {
  let connections = 0;
  let latencyMs = 0;
  let stalled = false;
  const sockets = new Set<Socket>();
  /** Each direction of each connection: its chunks in order, and how to flush them. */
  const lanes = new Set<{ flush(): void }>();

  /** Forwards chunks from `from` to `to` with the current latency and stall, in order. */
  function lane(to: Socket) {
    const queue: { chunk: Buffer; due: number }[] = [];
    let timer: NodeJS.Timeout | null = null;
    const state = {
      push(chunk: Buffer) {
        queue.push({ chunk, due: Date.now() + latencyMs });
        state.flush();
      },
      flush() {
        if (timer) {
          clearTimeout(timer);
          timer = null;
        }
        while (!stalled && queue.length > 0) {
          const wait = queue[0]!.due - Date.now();
          if (wait > 0) {
            timer = setTimeout(() => state.flush(), wait);
            return;
          }
          if (!to.destroyed) to.write(queue.shift()!.chunk);
          else queue.shift();
        }
      },
      stop() {
        if (timer) clearTimeout(timer);
        queue.length = 0;
        lanes.delete(state);
      },
    };
    lanes.add(state);
    return state;
  }

  const server = createServer((client) => {
    const cut = options.cut !== undefined && connections < options.cut.count;
    connections++;
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const toClient = lane(client);
    const toServer = lane(upstream);
    let passed = 0;
    const close = () => {
      toClient.stop();
      toServer.stop();
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    upstream.on('data', (chunk: Buffer) => {
      passed += chunk.length;
      if (cut && passed > options.cut!.afterBytes) return close();
      toClient.push(chunk);
    });
    client.on('data', (chunk: Buffer) => toServer.push(chunk));
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no proxy port');

  return {
    host: '127.0.0.1',
    port: address.port,
    get connections() {
      return connections;
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const state of lanes) state.flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
