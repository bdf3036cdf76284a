import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { CalendarPart } from "./outbox.ts";

export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  calendar?: CalendarPart;
  /** Files sent attached (a signed lease), already read. */
  attachments?: MailAttachment[];
  /** Outbox row id and template: only used to name files and never sent as headers. */
  id?: number;
  template?: string;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** Delivers one message or throws; retrying is the outbox worker's job, not the transport's. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  /** Releases connections, if the transport keeps any. */
  close?(): Promise<void>;
}

const toNodemailer = (message: MailMessage) => ({
  ...toNodemailerParts(message),
  // Files attached beside the invitation's, if any.
  attachments: [...(toNodemailerParts(message).attachments ?? []), ...(message.attachments ?? [])],
});

const toNodemailerParts = (message: MailMessage) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html ? { html: message.html } : {}),
  ...(message.headers ? { headers: message.headers } : {}),
  // The invitation goes both as the calendar alternative mail clients offer to accept and as a
  // file, for clients that only open attachments.
  ...(message.calendar
    ? {
        icalEvent: { method: message.calendar.method, content: message.calendar.content },
        attachments: [
          {
            filename: message.calendar.method === "CANCEL" ? "cancel.ics" : "invite.ics",
            content: message.calendar.content,
            contentType: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
          },
        ],
      }
    : {}),
});

/**
 * Delivers over SMTP (`smtp://` with STARTTLS when offered, `smtps://` for implicit TLS).
 * One connection per message: transactional mail is a trickle, and a fresh connection never
 * inherits a half-broken session from a relay that dropped us. The timeouts keep a stalled
 * relay from holding a claimed batch past its lease.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    { from },
  );
  return {
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * Writes each message as an RFC 822 `.eml` file (full MIME: text and HTML alternatives), so
 * that without an SMTP relay a person can still open what would have been sent. Names start
 * with a UTC timestamp so a directory listing is in sending order.
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      const stamp = new Date().toISOString().replace(/[-:.]/g, "");
      const template = (message.template ?? "mail").replace(/[^a-z0-9_-]+/gi, "-");
      const name = `${stamp}-${message.id ?? process.hrtime.bigint()}-${template}.eml`;
      await mkdir(dir, { recursive: true });
      // Written aside then renamed: whoever watches the directory never opens half a message.
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, join(dir, name));
    },
  };
}
