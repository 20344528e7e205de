import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A message an SMTP peer received: parsed, with its source (to read MIME headers as sent). */
export type ReceivedMail = Email & { raw: string };

/** A real SMTP peer on a free port: parses what it receives, or refuses every message when told to. */
export async function startSmtp(options: { refuse?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw).then(
          (email) => {
            received.push({ ...email, raw: raw.toString('utf8') });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtp>>;

/** The text/calendar parts of a received message: each with its METHOD parameter and its text. */
export const calendarParts = (mail: Email) =>
  mail.attachments
    .filter((attachment) => attachment.mimeType === 'text/calendar')
    .map((attachment) => ({
      method: attachment.method ?? null,
      text:
        typeof attachment.content === 'string'
          ? attachment.content
          : new TextDecoder().decode(attachment.content),
    }));
