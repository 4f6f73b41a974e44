import { createServer, type Server } from 'node:http';
import { inject } from 'vitest';
import { freePort, smtpSink } from '../server/smtp-sink';

/** An e-mail the e2e server sent, as the test's SMTP server received it. */
export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * The e2e server's mail goes to a real SMTP server (smtp-server, test/server/smtp-sink.ts) in the global setup's
 * process; the tests, in other processes, read what it received over HTTP on 127.0.0.1: GET /?to=<address>.
 */
export async function startMailbox(): Promise<{ smtpUrl: string; mailboxUrl: string; stop: () => Promise<void> }> {
  const sink = await smtpSink();
  const port = await freePort();
  const http: Server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    const mails: Mail[] = sink.to(to).map((m) => ({ to: m.to_, subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '' }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  return {
    smtpUrl: sink.url,
    mailboxUrl: `http://127.0.0.1:${port}/`,
    stop: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await sink.stop();
    },
  };
}

/** The e-mails sent to `to` so far (a test polls it: expect.poll(() => mailTo(email))). */
export async function mailTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${inject('mailboxUrl')}?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}
