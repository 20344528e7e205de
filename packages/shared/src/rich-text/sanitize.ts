// The one rich-text sanitizer, on the allow-list of allow-list.ts: sanitize-html in Node, DOMPurify in
// the browser. package.json "imports" picks the file by condition ("browser" or "default"), so the
// web bundle never carries sanitize-html (postcss, Node built-ins).
export { richTextToText, sanitizeRichText } from '#rich-text-sanitizer';
