import DOMPurify, { type Config } from 'dompurify';
import { allowedAttributesOf, RICH_TEXT_ALLOW_LIST } from './allow-list.ts';
import { breakBlocks } from './plain-text.ts';

// The rich-text sanitizer in the browser (and the web tests' jsdom); sanitize.node.ts is the same
// allow-list for Node, chosen by package.json "imports" (#rich-text-sanitizer).
const { tags, attributes, urlSchemes, link, dropWithContent } = RICH_TEXT_ALLOW_LIST;

// Our own instance: its hooks must not change how other code using DOMPurify behaves.
const purifier = DOMPurify(window);

const RICH_TEXT: Config = {
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: [...new Set(Object.values(attributes).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: [...dropWithContent],
  // DOMPurify's own pattern with our schemes: an address without a scheme is kept.
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${urlSchemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
};

const TEXT_ONLY: Config = { ...RICH_TEXT, ALLOWED_TAGS: [], ALLOWED_ATTR: [] };

// DOMPurify allows attributes for every tag alike; the allow-list names them per tag.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (!allowedAttributesOf(node.nodeName).includes(data.attrName)) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  // Removed first, so both sanitizers write them last and in the same order.
  node.removeAttribute('rel');
  node.removeAttribute('target');
  node.setAttribute('rel', link.rel);
  node.setAttribute('target', link.target);
});

/** Rich text with everything outside the allow-list removed. */
export const sanitizeRichText = (html: string): string => purifier.sanitize(html, RICH_TEXT);

/** The text of rich text (not HTML: nothing is escaped), for meta descriptions, feeds and mail. */
export function richTextToText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = purifier.sanitize(breakBlocks(html), TEXT_ONLY);
  return template.content.textContent ?? '';
}
