import { richTextToText, sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import { trusted, type SafeHtml } from './html.ts';

/** Rich text (a post, a board's texts) cleaned on the shared allow-list, ready for a page. */
export const sanitize = (value: string): SafeHtml => trusted(sanitizeRichText(value));

/** Plain text of rich text, for meta descriptions and feeds: one line, at most `max` characters. */
export function plainText(value: string, max = 300): string {
  const text = richTextToText(value).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
