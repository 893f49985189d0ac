import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it mail goes to the outbox folder */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  log: (message: string) => void;
}

/** The most characters of the address an outbox file name holds (a whole name stays near 100 bytes). */
const MAX_NAME_ADDRESS = 64;

/**
 * `<time>-<sequence>-<address>.eml`: readable, and short enough for any file system (255 bytes a
 * name) whatever the address (up to 254 characters). A longer address keeps its start and gets a
 * hash of the whole, so different long addresses still have names of their own.
 */
export function outboxFileName(at: number, sequence: number, to: string): string {
  let address = to.replace(/[^a-z0-9@.-]/gi, '_');
  if (address.length > MAX_NAME_ADDRESS) {
    const hash = createHash('sha256').update(to).digest('hex').slice(0, 12);
    address = `${address.slice(0, MAX_NAME_ADDRESS - hash.length - 1)}~${hash}`;
  }
  return `${at}-${sequence}-${address}.eml`;
}

/**
 * Mail through nodemailer: SMTP when configured, otherwise each message is written to the outbox
 * folder as an .eml file (and announced in the log), so a local user can still follow a login link.
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      // Mail holds login links: only the server's user may read it.
      mkdirSync(opts.outboxDir, { recursive: true, mode: 0o700 });
      chmodSync(opts.outboxDir, 0o700);
      const file = path.join(opts.outboxDir, outboxFileName(Date.now(), ++sequence, mail.to));
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      opts.log(`Mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    },
  };
}
