import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ALLOW_LIST } from './allow-list.ts';
import { breakBlocks } from './plain-text.ts';

// The rich-text sanitizer in Node (the server); sanitize.browser.ts is the same allow-list for the
// browser, chosen by package.json "imports" (#rich-text-sanitizer).
const { tags, attributes, urlSchemes, link, dropWithContent } = RICH_TEXT_ALLOW_LIST;

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...tags],
  allowedAttributes: Object.fromEntries(Object.entries(attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...urlSchemes],
  allowedSchemesByTag: {},
  nonTextTags: [...dropWithContent],
  // No style attribute is allowed, so there is nothing for postcss to parse.
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, rel: link.rel, target: link.target },
    }),
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: [...dropWithContent],
  parseStyleAttributes: false,
};

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

// Answers clean rich text on the way out too (schemas/platform/rich-text.ts), and lists send the same
// text again and again: each hire's copy of a template's task, every page of a list. Cleaning it was
// 2% of the CPU of a page of tasks (issue 17's profile), so the last few hundred short texts are kept
// (at most ~1 MB).
const KEPT_TEXTS = 256;
const KEPT_MAX_LENGTH = 2_000;
const cleaned = new Map<string, string>();

/** Rich text with everything outside the allow-list removed. */
export function sanitizeRichText(html: string): string {
  if (html.length > KEPT_MAX_LENGTH) return sanitizeHtml(html, RICH_TEXT);
  let clean = cleaned.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, RICH_TEXT);
    // The oldest goes first (a Map keeps insertion order).
    if (cleaned.size >= KEPT_TEXTS) cleaned.delete(cleaned.keys().next().value!);
    cleaned.set(html, clean);
  }
  return clean;
}

/** The text of rich text (not HTML: nothing is escaped), for meta descriptions, feeds and mail. */
export const richTextToText = (html: string): string =>
  sanitizeHtml(breakBlocks(html), TEXT_ONLY).replace(/&(?:lt|gt|quot|amp);/g, (entity) => ENTITIES[entity]!);
