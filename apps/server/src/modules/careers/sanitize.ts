import sanitizeHtml from 'sanitize-html';
import { trusted, type SafeHtml } from './html.ts';

/**
 * What a job post, a board intro or a confirmation may contain when served publicly: the rich-text
 * editor's marks and blocks, links (http, https, mailto) opened safely, and nothing that runs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], span: ['data-type', 'data-id', 'data-label'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export const sanitize = (value: string): SafeHtml => trusted(sanitizeHtml(value, OPTIONS));

/** Plain text of rich text, for meta descriptions and feeds. */
export function plainText(value: string, max = 300): string {
  const text = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
