import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { GreetingPause } from './greeting-pause';

/** How long a passed early-talker check counts (postscreen_greet_ttl's default). */
const PASS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Client IPs that waited for a greeting they were made to wait for, in memory and bounded: at
 * most `maxClients` are kept, the oldest pass is forgotten first, so rotating addresses cannot
 * grow it. Per process on purpose: another receiver tests a client once more, which costs 100 ms.
 */
export class EarlyTalkerPasses {
  private readonly passedAt = new Map<string, number>();

  constructor(
    private readonly maxClients = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the IP passed the check less than a day ago. */
  has(ip: string): boolean {
    const at = this.passedAt.get(ip);
    if (at === undefined) return false;
    if (this.now() - at < PASS_TTL_MS) return true;
    this.passedAt.delete(ip);
    return false;
  }

  /**
   * Records a pass: call it once the client has sent a command that only follows the greeting
   * (MAIL FROM). A client it is called for while its pass still holds keeps the first pass's
   * time: only a paused session is a test.
   */
  pass(ip: string): void {
    if (this.has(ip)) return;
    this.passedAt.set(ip, this.now());
    if (this.passedAt.size > this.maxClients) {
      const oldest = this.passedAt.keys().next().value;
      if (oldest !== undefined) this.passedAt.delete(oldest);
    }
  }
}

type ConnectArgs = Parameters<SMTPServer['connect']>;

/**
 * smtp-server with the greeting pause chosen per connection. smtp-server's `init()` always arms a
 * 100 ms timer before `connectionReady()` (its early-talker check; no option turns it off).
 * For a connection that should be greeted at once, `connect()` calls the connection's public
 * `connectionReady()` right away and leaves the timer a no-op in its place, so the client gets
 * exactly one greeting, without the wait. The receiver's tests pin both: one greeting, at once,
 * for a passed client; 421 "You talk too soon" for a new client that talks first.
 */
export class GreetingSmtpServer extends SMTPServer {
  constructor(
    options: SMTPServerOptions,
    private readonly pause: GreetingPause,
    private readonly passes: EarlyTalkerPasses,
  ) {
    super(options);
  }

  override connect(...[socket, socketOptions]: ConnectArgs): void {
    super.connect(socket, socketOptions);
    if (this.pause === 'always') return;
    const ip = socketOptions?.remoteAddress ?? socket.remoteAddress ?? '';
    if (this.pause === 'new-clients' && !this.passes.has(ip)) return;
    // Over the connection limit smtp-server has answered 421 and will not greet.
    const { maxClients } = this.options;
    if (maxClients && this.connections.size > maxClients) return;
    const connection = [...this.connections].at(-1);
    // A connection still to be upgraded to TLS is greeted after its handshake, by smtp-server.
    if (!connection || connection.needsUpgrade) return;
    const greet = connection.connectionReady.bind(connection);
    connection.connectionReady = () => {};
    greet();
  }
}
