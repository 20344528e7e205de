// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ALLOW_LIST } from './allow-list.ts';
import { hasMarkup, stripMarkup } from './plain-text.ts';
import * as browser from './sanitize.browser.ts';
import * as node from './sanitize.node.ts';

// Both sanitizers run here: sanitize-html (the server's) and DOMPurify on jsdom (the browser's).
const SANITIZERS = { node, browser };

const LINK = `rel="${RICH_TEXT_ALLOW_LIST.link.rel}" target="${RICH_TEXT_ALLOW_LIST.link.target}"`;

/** What the rich-text editor makes: headings, marks, lists, links, line breaks, mention chips, tokens. */
const EDITOR_HTML = [
  '<h2>About the role</h2>',
  '<p>We <strong>build</strong> <em>things</em>, <s>not</s> <u>words</u>, in <code>TypeScript</code>.</p>',
  '<ul><li><p>One</p></li></ul><ol start="3"><li><p>Three</p></li></ol>',
  '<blockquote><p>Quoted</p></blockquote>',
  `<p><a href="https://atrium.example/jobs" ${LINK}>Jobs</a> or <a href="mailto:jobs@atrium.example" ${LINK}>mail</a><br>next line</p>`,
  '<p>Ask <span data-type="mention" data-id="u1" data-label="Ada">@Ada</span> about {{JOB_NAME}} &amp; more</p>',
].join('');

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">encoded</a>',
  '<a href=" java\tscript:alert(1)">spaced</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<iframe src="https://evil.example">framed</iframe>',
  '<p style="position:fixed" class="x" id="y" onclick="alert(1)">styled</p>',
  '<svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<form action="https://evil.example"><input name="password"><textarea>t</textarea></form>',
  '<object data="x"></object><embed src="x"><style>p{}</style><!-- comment -->',
  '<span data-type="mention" data-evil="1" onmouseover="alert(1)">chip</span>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

const DANGER =
  /<script|<img|<iframe|<svg|<math|<form|<input|<object|<embed|<style|onerror|onclick|onmouseover|javascript:|data:|style=|class=|<!--/i;

/** The browser's reading of HTML, so both sanitizers' answers compare as the DOM they make. */
const asDom = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

describe.each(Object.entries(SANITIZERS))('sanitizeRichText (%s)', (_name, { sanitizeRichText }) => {
  it.each(HOSTILE)('leaves nothing that runs, loads or styles in %s', (html) => {
    expect(sanitizeRichText(html)).not.toMatch(DANGER);
  });

  it('keeps what the editor makes as it is', () => {
    expect(asDom(sanitizeRichText(EDITOR_HTML))).toBe(asDom(EDITOR_HTML));
  });

  it('keeps the text of removed tags, but not of scripts, frames or form controls', () => {
    const safe = sanitizeRichText(HOSTILE.join(''));
    expect(safe).toContain('<p>styled</p>');
    expect(safe).toContain('<span data-type="mention">chip</span>');
    expect(safe).not.toMatch(/framed|alert|password|>t</);
  });

  it('sets rel and target on every link, keeping only http, https, mailto and scheme-less addresses', () => {
    const links = [
      '<a href="https://a.example" target="_self" rel="opener">a</a>',
      '<a href="/jobs#top">b</a>',
      '<a href="ftp://a.example">c</a>',
    ].join('');
    expect(asDom(sanitizeRichText(links))).toBe(
      asDom(`<a href="https://a.example" ${LINK}>a</a><a href="/jobs#top" ${LINK}>b</a><a ${LINK}>c</a>`),
    );
  });

  it('keeps only the attributes the allow-list names for each tag', () => {
    expect(asDom(sanitizeRichText('<ol start="2" type="a" reversed><li data-id="1">x</li></ol>'))).toBe(
      '<ol start="2"><li>x</li></ol>',
    );
  });
});

describe('both sanitizers', () => {
  it('make the same DOM of the same input', () => {
    // The noscript case aside: there the two parsers read the input differently (both safely).
    for (const html of [EDITOR_HTML, ...HOSTILE.slice(0, -1)])
      expect(asDom(node.sanitizeRichText(html)), html).toBe(browser.sanitizeRichText(html));
  });

  it('give the same text, a line per block, nothing escaped', () => {
    const html =
      '<h2>Role</h2><p>1 &lt; 2 &amp; <strong>3</strong><br>next</p><script>x()</script><p>end</p>';
    for (const { richTextToText } of Object.values(SANITIZERS))
      expect(richTextToText(html)).toBe('Role\n1 < 2 & 3\nnext\nend\n');
  });
});

describe('plain text', () => {
  it('knows markup from a lone angle bracket', () => {
    expect(hasMarkup('Salary < £50k, 3 > 2')).toBe(false);
    for (const text of ['<b>x', 'a</b>', '<!-- x', '<?php', '<script'])
      expect(hasMarkup(text), text).toBe(true);
  });

  it('strips tags, also those that removing another would assemble', () => {
    expect(stripMarkup('Your <b>offer</b> at <<script>script>alert(1)</script> now <img src=x')).toBe(
      'Your offer at alert(1) now ',
    );
    expect(stripMarkup('3 < 4 > 2')).toBe('3 < 4 > 2');
  });
});

describe('the server keeps texts it has cleaned', () => {
  it('answers each text its own clean form, after hundreds of others have come and gone', () => {
    const dirty = (n: number) => `<p onclick="steal()">Task ${n}</p><script>steal(${n})</script>`;
    expect(node.sanitizeRichText(dirty(0))).toBe('<p>Task 0</p>');
    for (let n = 1; n <= 600; n += 1) expect(node.sanitizeRichText(dirty(n))).toBe(`<p>Task ${n}</p>`);
    expect(node.sanitizeRichText(dirty(0))).toBe('<p>Task 0</p>');
    expect(node.sanitizeRichText(dirty(600))).toBe('<p>Task 600</p>');
    const long = `<p>${'x'.repeat(3_000)}</p><script>steal()</script>`;
    expect(node.sanitizeRichText(long)).toBe(`<p>${'x'.repeat(3_000)}</p>`);
  });
});
