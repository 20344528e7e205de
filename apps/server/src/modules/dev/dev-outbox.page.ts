import { BRAND_NAME } from '@atrium/shared/constants/limits';
import { escapeHtml } from '../mail/templates.ts';
import type { OutboxRow } from './dev-outbox.repository.ts';

const URL_IN_TEXT = /https?:\/\/[^\s<>"')]+/g;

/**
 * Escapes a message's text and turns links into anchors, but only links to this app: the page
 * must not become a way to send a developer somewhere else.
 */
export function linkify(text: string, publicOrigin: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    let isOurs = false;
    try {
      isOurs = new URL(url).origin === publicOrigin;
    } catch {
      isOurs = false;
    }
    html += isOurs ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url);
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

// Inline styles only: the content-security policy allows them and forbids scripts.
const STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1c2430; background: #f4f6f8; }
main { max-width: 920px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { margin: 0 0 4px; font-size: 24px; }
.lead { margin: 0 0 16px; color: #5b6675; }
form { display: flex; gap: 8px; margin: 0 0 20px; }
input { flex: 1; padding: 8px 10px; border: 1px solid #c5ccd6; border-radius: 6px; font: inherit; }
button, .button { display: inline-flex; align-items: center; padding: 8px 14px; border: 0; border-radius: 6px; background: #1b5bd8; color: #fff; font: inherit; cursor: pointer; text-decoration: none; }
article { background: #fff; border: 1px solid #dde2e8; border-radius: 8px; padding: 16px 18px; margin: 0 0 14px; }
article h2 { margin: 0 0 6px; font-size: 17px; }
.meta { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 10px; color: #5b6675; font-size: 13px; }
.badge { display: inline-block; padding: 0 8px; border-radius: 10px; background: #e8eefc; color: #1b4bb0; font-size: 12px; font-weight: 600; }
.failed { background: #fde8e8; color: #a61b1b; }
pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
a { color: #1b5bd8; }
.empty { padding: 32px; text-align: center; color: #5b6675; }
`;

function renderMessage(message: OutboxRow, publicOrigin: string): string {
  const status =
    message.status === 'failed'
      ? '<span class="badge failed">failed</span>'
      : `<span class="badge">${escapeHtml(message.status)}</span>`;
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta"><span>To: <strong>${escapeHtml(message.to)}</strong></span><span>${escapeHtml(message.channel)}</span>${status}<time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
<pre>${linkify(message.text, publicOrigin)}</pre>
</article>`;
}

/** The development outbox: every message the suite "sent", so a person can follow the links. */
export function renderOutboxPage(
  messages: OutboxRow[],
  options: { publicUrl: string; to?: string; limit: number },
): string {
  const publicOrigin = new URL(options.publicUrl).origin;
  const list = messages.length
    ? messages.map((message) => renderMessage(message, publicOrigin)).join('\n')
    : '<p class="empty">No messages yet. Mail and SMS the app sends will show here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox | ${BRAND_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p class="lead">The newest ${options.limit} messages, newest first. Development only: with SMTP_URL set, mail is also sent to that server.</p>
<form method="get" action="">
<input type="email" name="to" placeholder="Filter by recipient address" value="${escapeHtml(options.to ?? '')}" aria-label="Recipient address">
<button type="submit">Filter</button>
<a class="button" href="?">Show all</a>
</form>
${list}
</main>
</body>
</html>
`;
}
