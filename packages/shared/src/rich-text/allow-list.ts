/**
 * What rich text (job kickoffs, job posts, board texts, email and offer templates) may contain,
 * wherever it is cleaned: on the way in (the zod field type `richText`), on the way out (response
 * schemas, careers pages, feeds, the Job Board API, mail) and in the browser. It is what the
 * rich-text editor (apps/web/src/components/editor) makes, plus the mention chips the web app
 * draws, and nothing that runs, loads or styles: no scripts, frames, forms, images, style or
 * event attributes.
 */
export const RICH_TEXT_ALLOW_LIST = {
  tags: [
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
  /** Attributes per tag; no other attribute survives. */
  attributes: {
    a: ['href', 'rel', 'target'],
    ol: ['start'],
    // A mention chip: apps/web/src/components/editor/mention-markup.ts.
    span: ['data-type', 'data-id', 'data-label'],
  },
  /** Schemes a link may use; an address without one (relative, #anchor) is kept. */
  urlSchemes: ['http', 'https', 'mailto'],
  /** Set on every link: it opens apart from the page, with no handle on it and no endorsement. */
  link: { rel: 'noopener noreferrer nofollow', target: '_blank' },
  /** Removed with everything inside them (elsewhere a removed tag's text stays). */
  dropWithContent: [
    'script',
    'style',
    'template',
    'textarea',
    'option',
    'select',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'title',
    'svg',
    'math',
  ],
} as const satisfies {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  urlSchemes: readonly string[];
  link: { rel: string; target: string };
  dropWithContent: readonly string[];
};

export type RichTextTag = (typeof RICH_TEXT_ALLOW_LIST.tags)[number];

/** The attributes `tag` may keep. */
export const allowedAttributesOf = (tag: string): readonly string[] =>
  (RICH_TEXT_ALLOW_LIST.attributes as Record<string, readonly string[]>)[tag.toLowerCase()] ?? [];
