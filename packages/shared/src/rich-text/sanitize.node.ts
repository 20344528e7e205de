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

/** Rich text with everything outside the allow-list removed. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);

/** The text of rich text (not HTML: nothing is escaped), for meta descriptions, feeds and mail. */
export const richTextToText = (html: string): string =>
  sanitizeHtml(breakBlocks(html), TEXT_ONLY).replace(/&(?:lt|gt|quot|amp);/g, (entity) => ENTITIES[entity]!);
