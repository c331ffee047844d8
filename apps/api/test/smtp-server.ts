import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** A real SMTP server on loopback that keeps what it receives. */
export function startSmtp() {
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

/**
 * The real application sending its email to a loopback SMTP server, both started before the file's tests and
 * closed after them. Read `app`, `database` and `smtp` inside tests.
 */
export function useSmtpTestApp(env: Record<string, string> = {}) {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let built: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    built = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'SFC <no-reply@sfc.test>',
      ...env,
    });
  });
  afterAll(async () => {
    await built?.close();
    await smtp?.close();
  });
  const ready = () => {
    if (!built || !smtp) throw new Error('the SMTP test app is built in beforeAll; use it inside tests');
    return { built, smtp };
  };
  return {
    get app() {
      return ready().built.app;
    },
    get database() {
      return ready().built.database;
    },
    get smtp() {
      return ready().smtp;
    },
  };
}
