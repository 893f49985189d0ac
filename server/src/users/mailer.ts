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
      const name = `${Date.now()}-${++sequence}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`;
      const file = path.join(opts.outboxDir, name);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      opts.log(`Mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    },
  };
}
