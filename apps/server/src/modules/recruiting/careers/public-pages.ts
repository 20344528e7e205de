import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorAnswer } from '../../../plugins/errors.ts';
import { messagePage } from './careers.pages.ts';

const ERROR_TITLES: Record<number, string> = {
  404: 'Page not found',
  413: 'That was too large',
  429: 'Too many attempts',
};

/** No script runs on these pages at all; logos may come from the company's own https site. */
const PAGE_CSP =
  "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export const sendHtml = (reply: FastifyReply, status: number, body: string, cache = 'no-store') =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', cache)
    .send(body);

/**
 * What every public page plugin (careers, candidate forms) sets up in its own scope: plain HTML forms
 * posted urlencoded, and failures answered as pages, never JSON.
 */
export function servePublicPages(app: FastifyInstance): void {
  // Plain HTML forms without files post urlencoded; the readers below take its fields like JSON's.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string[]> = {};
      for (const [key, value] of new URLSearchParams(body as string)) (fields[key] ??= []).push(value);
      done(null, fields);
    },
  );
  // These are pages: a failure is a page too.
  app.setErrorHandler((error, request, reply) => {
    const answer = errorAnswer(error, request);
    if (answer.headers) void reply.headers(answer.headers);
    const title =
      ERROR_TITLES[answer.status] ?? (answer.status >= 500 ? 'Something went wrong' : 'That did not work');
    return sendHtml(reply, answer.status, messagePage(null, title, answer.message));
  });
}
