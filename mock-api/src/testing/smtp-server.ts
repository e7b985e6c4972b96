/**
 * A real SMTP server for tests (the smtp-server package) on a free loopback port: it asks for a
 * user and password, keeps each message it accepts parsed (mailparser), and refuses what the
 * test tells it to with the SMTP reply the test chooses.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Refusal {
  code: number;
  message: string;
}

export interface TestSmtp {
  port: number;
  user: string;
  password: string;
  received: ParsedMail[];
  /** The messages to `address`, in the order they came. */
  to(address: string): ParsedMail[];
  /** Decides, for each message to `recipient`, whether to refuse it (null: accept). */
  refuse: (recipient: string) => Refusal | null;
  close(): Promise<void>;
}

const smtpError = (r: Refusal) => Object.assign(new Error(r.message), { responseCode: r.code });

export async function startTestSmtp(): Promise<TestSmtp> {
  const user = 'mailer';
  const password = `pw-${String(Math.random()).slice(2)}`;
  const received: ParsedMail[] = [];
  const smtp: TestSmtp = {
    port: 0,
    user,
    password,
    received,
    to: (address) =>
      received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text.includes(address)),
    refuse: () => null,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: nothing to upgrade, and the password may go without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(smtpError({ code: 535, message: 'Authentication credentials invalid' }));
    },
    onRcptTo(address, _session, callback) {
      const refusal = smtp.refuse(address.address);
      callback(refusal ? smtpError(refusal) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((err: unknown) => {
          callback(err instanceof Error ? err : new Error(String(err)));
        });
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  smtp.port = (server.server.address() as AddressInfo).port;
  return smtp;
}
