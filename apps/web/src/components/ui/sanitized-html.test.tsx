import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ALLOW_LIST } from '@atrium/shared/rich-text/allow-list';
import { sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import * as browserSanitizer from '@atrium/shared/rich-text/sanitize.browser';
import { SanitizedHtml } from './sanitized-html';

const HOSTILE = [
  '<p>Welcome <strong>aboard</strong></p>',
  '<script>window.pwned = true</script>',
  '<img src="x" onerror="window.pwned = true" alt="logo">',
  '<a href="javascript:window.pwned = true">Click me</a>',
  '<a href="https://atrium.example/jobs" target="_self">Open roles</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="position:fixed;inset:0" onclick="steal()">overlay</div>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<svg><script>alert(1)</script></svg>',
].join('');

describe('sanitizeRichText in the browser', () => {
  it('is DOMPurify ("browser" of #rich-text-sanitizer), not sanitize-html', () => {
    expect(sanitizeRichText).toBe(browserSanitizer.sanitizeRichText);
  });

  it('removes scripts, images, event handlers, javascript: URLs, frames, forms and styles, keeping the text', () => {
    const safe = sanitizeRichText(HOSTILE);
    expect(safe).not.toMatch(/<script|<img|onerror|onclick|javascript:|<iframe|<form|<input|<svg|style=/i);
    expect(safe).toContain('<p>Welcome <strong>aboard</strong></p>');
    expect(safe).toContain('overlay');
  });

  it('opens links in a new tab without giving it this window', () => {
    const template = document.createElement('template');
    template.innerHTML = sanitizeRichText(HOSTILE);
    const links = [...template.content.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, 'https://atrium.example/jobs']);
    const safeLink = links[1]!;
    expect(safeLink.getAttribute('rel')).toBe(RICH_TEXT_ALLOW_LIST.link.rel);
    expect(safeLink.getAttribute('target')).toBe('_blank');
  });
});

describe('SanitizedHtml', () => {
  it('renders the safe part only, and mentions as chips when asked', () => {
    const { container } = render(
      <SanitizedHtml html={`<p>Ping @[Ada Lovelace](u1)</p>${HOSTILE}`} hasMentions />,
    );
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open roles' })).toHaveAttribute(
      'rel',
      RICH_TEXT_ALLOW_LIST.link.rel,
    );
    const mention = container.querySelector('[data-type="mention"]');
    expect(mention).toHaveTextContent('@Ada Lovelace');
    expect(mention).toHaveAttribute('data-id', 'u1');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
