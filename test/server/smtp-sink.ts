import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A free TCP port on this machine. */
export const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

export type Received = ParsedMail & { to_: string };

/**
 * A real SMTP server in the test process (smtp-server, the package from nodemailer's authors) that keeps every
 * message it accepted, parsed (mailparser). It can be taken down and brought back on the same port, refuse some
 * recipients with a code (`refuse`), and hold a message unanswered (`hold`: the message is never accepted, its
 * sender left waiting — as a server would be when its sender is killed mid-delivery).
 */
export async function smtpSink() {
  const port = await freePort();
  const received: Received[] = [];
  const listeners = new Set<() => void>();
  const state = {
    /** A code (e.g. 451, 550) to refuse a recipient with, by address. */
    refuse: new Map<string, number>(),
    /** Messages to these addresses are held: onData never answers. */
    hold: new Set<string>(),
    /** Called when a held message's data has started arriving. */
    onHold: undefined as undefined | ((to: string) => void),
  };
  let server: SMTPServer | null = null;

  function make() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const code = state.refuse.get(address.address.toLowerCase());
        if (!code) return callback();
        const err = new Error(code >= 500 ? 'mailbox unavailable' : 'try again later') as Error & { responseCode: number };
        err.responseCode = code;
        callback(err);
      },
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        if ([...state.hold].some((h) => to.includes(h))) {
          stream.on('data', () => {});
          state.onHold?.(to);
          return; // never answered
        }
        const chunks: Buffer[] = [];
        stream.on('data', (b: Buffer) => chunks.push(b));
        stream.on('end', () => {
          simpleParser(Buffer.concat(chunks)).then((m) => {
            received.push(Object.assign(m, { to_: to }));
            callback();
            for (const l of listeners) l();
          }, callback);
        });
      },
    });
  }

  async function start() {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
  }
  async function stop() {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** Resolves with the messages to `to` once there are at least `n`; fails after `ms`. */
  function waitFor(to: string, n = 1, ms = 20_000): Promise<Received[]> {
    const mine = () => received.filter((m) => m.to_ === to.toLowerCase());
    if (mine().length >= n) return Promise.resolve(mine());
    return new Promise((resolve, reject) => {
      const check = () => {
        if (mine().length >= n) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(mine());
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`${mine().length} of ${n} e-mails to ${to} within ${ms} ms`));
      }, ms);
      listeners.add(check);
    });
  }

  await start();
  return { port, url: `smtp://127.0.0.1:${port}`, received, state, start, stop, waitFor, to: (addr: string) => received.filter((m) => m.to_ === addr.toLowerCase()) };
}

export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;
