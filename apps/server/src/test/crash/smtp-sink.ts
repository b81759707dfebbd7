import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process';

/** One mail the sink received: its envelope recipients and raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps every mail it is given, for tests that count what the servers sent
 * (SMTP_URL=smtp://127.0.0.1:<port>). Plain text, no authentication: loopback only.
 */
export async function startSmtpSink(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
