import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';
import type { Rendered } from './render';

/** An e-mail ready to hand over: `messageId` is the same on every attempt, so a receiver can tell a repeat. */
export type Outgoing = Rendered & { to: string; from: string; messageId: string };

/** A failure that another attempt cannot mend (the server refused the address or the message for good: 5xx). */
export class PermanentFailure extends Error {}

export type MailTransport = { name: 'smtp' | 'dev'; send: (m: Outgoing) => Promise<void>; close: () => void };

/**
 * One line of what went wrong, for the operator's list (no stack, no newlines): the SMTP server's answer when it
 * gave one ("451 4.7.1 try again later"), else the error ("connect ECONNREFUSED 127.0.0.1:25").
 */
export function errorText(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown } | null;
  const text = typeof e?.response === 'string' && e.response ? e.response : String(e?.message ?? err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/**
 * SMTP through nodemailer (`SMTP_URL`: smtp://, smtps://, with user and password, as nodemailer reads it). Each
 * of its waits (connecting, the greeting, any answer) is bounded by a quarter of the claim's lease, so an attempt
 * ends — delivered or failed — well before another worker may take the same e-mail.
 */
export function smtpTransport(config: MailConfig): MailTransport {
  const wait = Math.max(1000, Math.floor((config.leaseSeconds * 1000) / 4));
  const transporter = nodemailer.createTransport({ url: config.smtpUrl!, connectionTimeout: wait, greetingTimeout: wait, socketTimeout: wait, dnsTimeout: wait });
  return {
    name: 'smtp',
    async send(m) {
      try {
        await transporter.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html, messageId: m.messageId, headers: m.headers });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500 && code < 600) throw new PermanentFailure(errorText(err));
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: the dev outbox. The e-mail is logged (codes and invitations are also listed by
 * `npm run ops -- outbox`, as before) and counts as sent.
 */
export function devTransport(log: (line: string) => void = console.log): MailTransport {
  return {
    name: 'dev',
    async send(m) {
      log(`[mail] ${m.to} · ${m.subject}`);
    },
    close: () => {},
  };
}

export const transportFor = (config: MailConfig): MailTransport => (config.smtpUrl ? smtpTransport(config) : devTransport());
