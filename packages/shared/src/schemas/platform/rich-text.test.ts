import { describe, expect, it } from 'vitest';
import * as picked from '#rich-text-sanitizer';
import * as nodeSanitizer from '../../rich-text/sanitize.node.ts';
import { richText, storedPlainText } from './rich-text.ts';

const HOSTILE =
  '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
const CLEAN = '<p>Hi</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>';

describe('richText', () => {
  it('runs on sanitize-html in Node ("default" of #rich-text-sanitizer)', () => {
    expect(picked.sanitizeRichText).toBe(nodeSanitizer.sanitizeRichText);
  });

  it('cleans the value, and checks the length of what was sent', () => {
    expect(richText(200).parse(HOSTILE)).toBe(CLEAN);
    const long = richText(10, 'Too long').safeParse('<b>0123456789</b>');
    expect(long.error?.issues.map((issue) => issue.message)).toEqual(['Too long']);
    expect(richText().parse(`${HOSTILE}${'x'.repeat(100_000)}`)).toBe(`${CLEAN}${'x'.repeat(100_000)}`);
  });
});

describe('storedPlainText', () => {
  it('strips markup stored before, and keeps a plain "<"', () => {
    expect(storedPlainText().parse('Hi <script>alert(1)</script>')).toBe('Hi alert(1)');
    expect(storedPlainText().parse('3 < 4')).toBe('3 < 4');
  });
});
