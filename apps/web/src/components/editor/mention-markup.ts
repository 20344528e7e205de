/** Spec section 3: a mention has display text and optionally an id. */
export interface MentionItem {
  display: string;
  id?: string | null;
}

export type MarkupSegment = { kind: 'text'; text: string } | ({ kind: 'mention' } & MentionItem);

// Spec section 9: mentions are stored as @[display](id) or @[display].
const MENTION_MARKUP = /@\[([^\]\n]+)\](?:\(([^)\n]*)\))?/g;

// The brackets end the markup, so they cannot appear inside it.
const clean = (text: string) => text.replace(/[[\]()\n]/g, ' ').trim();

export function formatMention({ display, id }: MentionItem): string {
  const shown = clean(display);
  const key = id == null ? '' : clean(String(id));
  return key ? `@[${shown}](${key})` : `@[${shown}]`;
}

/** Splits stored text into plain runs and mentions, in order. */
export function parseMentionMarkup(text: string): MarkupSegment[] {
  const segments: MarkupSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_MARKUP)) {
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    const id = match[2]?.trim();
    segments.push({ kind: 'mention', display: match[1]!, ...(id ? { id } : {}) });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** Joins segments back into stored text; the inverse of parseMentionMarkup. */
export const segmentsToMarkup = (segments: readonly MarkupSegment[]): string =>
  segments.map((segment) => (segment.kind === 'text' ? segment.text : formatMention(segment))).join('');

export const mentionsIn = (text: string): MentionItem[] =>
  parseMentionMarkup(text).flatMap((segment) =>
    segment.kind === 'mention' ? [{ display: segment.display, id: segment.id ?? null }] : [],
  );

/** "@[Ada](u1) please review" -> "@Ada please review", for previews and plain-text places. */
export const markupToPlainText = (text: string): string =>
  parseMentionMarkup(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : `@${segment.display}`))
    .join('');

const MENTION_SELECTOR = 'span[data-type="mention"]';

const parseHtml = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
};

/** The editor's HTML (mention nodes as spans) -> stored HTML with each mention as markup text. */
export function editorHtmlToMarkup(html: string): string {
  const template = parseHtml(html);
  template.content.querySelectorAll(MENTION_SELECTOR).forEach((span) => {
    const display = span.getAttribute('data-label') || span.textContent?.replace(/^@/, '') || '';
    const id = span.getAttribute('data-id');
    span.replaceWith(document.createTextNode(formatMention({ display, id })));
  });
  return template.innerHTML;
}

/** Stored HTML with markup text -> HTML the editor reads its mention nodes from. */
export function markupToEditorHtml(html: string): string {
  const template = parseHtml(html);
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text);
  textNodes.forEach((node) => {
    const segments = parseMentionMarkup(node.data);
    if (!segments.some((segment) => segment.kind === 'mention')) return;
    node.replaceWith(
      ...segments.map((segment) => {
        if (segment.kind === 'text') return document.createTextNode(segment.text);
        const span = document.createElement('span');
        span.setAttribute('data-type', 'mention');
        span.setAttribute('data-label', segment.display);
        if (segment.id) span.setAttribute('data-id', segment.id);
        span.textContent = `@${segment.display}`;
        return span;
      }),
    );
  });
  return template.innerHTML;
}
