import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each attachment or alternative part beyond text and HTML: an offer's PDF, an invitation's text/calendar. */
  attachments: Array<{
    filename: string | null;
    mimeType: string;
    method: string | null;
    size: number;
    text: string | null;
  }>;
  receivedAt: number;
}

/**
 * A real SMTP server in the test run: the app sends to it through SMTP_URL, and every message is
 * written as JSON into a folder that the test workers read.
 */
export async function startMailCatcher(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            attachments: parsed.attachments.map((part) => {
              const bytes =
                typeof part.content === 'string'
                  ? Buffer.from(part.content)
                  : Buffer.from(new Uint8Array(part.content));
              return {
                filename: part.filename ?? null,
                mimeType: part.mimeType,
                method: part.method ?? null,
                size: bytes.length,
                // Calendar parts are text worth reading; a PDF is kept as its first bytes only.
                text:
                  part.mimeType === 'text/calendar'
                    ? bytes.toString('utf8')
                    : bytes.subarray(0, 8).toString('latin1'),
              };
            }),
            receivedAt: Date.now(),
          };
          counter += 1;
          // Written aside, then renamed: a reader polling the folder never sees half a file.
          const name = `${Date.now()}-${counter}.json`;
          writeFileSync(join(dir, `${name}.part`), JSON.stringify(mail));
          renameSync(join(dir, `${name}.part`), join(dir, name));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function readMails(dir: string): CaughtMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CaughtMail);
}
