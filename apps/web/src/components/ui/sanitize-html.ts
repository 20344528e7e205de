import DOMPurify from 'dompurify';

// Our own instance: its hook must not change how other code using DOMPurify behaves.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    // A link opened from rich content must not get a handle on this window (reverse tabnabbing).
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich content (editor output, emails, job descriptions) made safe to render: scripts, styles,
 * frames, forms, event handlers and javascript: or data: URLs are removed (spec section 9).
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
    ],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: true,
  });
}
