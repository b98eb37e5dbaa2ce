import { connect, type Socket } from 'node:net';

/**
 * A bare SMTP client for the replies nodemailer hides (EHLO features, MAIL FROM SIZE=, a DATA
 * larger than it would send): one command at a time, multi-line replies joined.
 */
export class SmtpDialog {
  private buffer = '';
  private waiting: ((reply: string) => void) | null = null;
  private closed = false;

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.flush();
    });
    socket.on('close', () => {
      this.closed = true;
      this.flush();
    });
    socket.on('error', () => {});
  }

  static async open(port: number): Promise<{ dialog: SmtpDialog; greeting: string }> {
    const socket = connect(port, '127.0.0.1');
    const dialog = new SmtpDialog(socket);
    return { dialog, greeting: await dialog.reply() };
  }

  /**
   * An early talker: sends `line` as soon as the connection is open, before any greeting. The
   * replies then come in order: the greeting (or smtp-server's 421 "You talk too soon"), then
   * the answer to `line`.
   */
  static talkFirst(port: number, line: string): SmtpDialog {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${line}\r\n`));
    return new SmtpDialog(socket);
  }

  /** The next complete reply (all lines), or '' once the server closed the connection. */
  reply(): Promise<string> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.flush();
    });
  }

  async command(line: string): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.reply();
  }

  /** Sends DATA, then the message (dot-stuffed) and the terminating dot; returns the final reply. */
  async data(message: Buffer): Promise<string> {
    const go = await this.command('DATA');
    if (!go.startsWith('354')) return go;
    const stuffed = message.toString('latin1').replace(/\r\n\./g, '\r\n..');
    this.socket.write(Buffer.from(stuffed, 'latin1'));
    return this.command(stuffed.endsWith('\r\n') ? '.' : '\r\n.');
  }

  close(): void {
    this.socket.destroy();
  }

  private flush(): void {
    if (!this.waiting) return;
    // A reply ends with a line whose code is followed by a space (not '-').
    const match = /(^|\r\n)\d{3} [^\r\n]*\r\n/.exec(this.buffer);
    if (match) {
      const end = match.index + match[0].length;
      const reply = this.buffer.slice(0, end).trim();
      this.buffer = this.buffer.slice(end);
      const resolve = this.waiting;
      this.waiting = null;
      resolve(reply);
    } else if (this.closed) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve('');
    }
  }
}
