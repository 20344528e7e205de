import { describe, expect, it } from 'vitest';
import {
  EMAIL_TOKENS,
  emailTemplateBodySchema,
  renderTemplate,
  sampleValues,
  unknownTokens,
} from './email-templates.ts';

describe('email template tokens', () => {
  it('fills tokens in, escaping values into HTML but not into plain text', () => {
    const values = { CANDIDATE_FIRST_NAME: '<b>Ann</b> & co', JOB_NAME: 'Engineer' };
    expect(
      renderTemplate('<p>Hi {{CANDIDATE_FIRST_NAME}}, re {{ JOB_NAME }}</p>', values, { html: true }),
    ).toBe('<p>Hi &lt;b&gt;Ann&lt;/b&gt; &amp; co, re Engineer</p>');
    expect(renderTemplate('Hi {{CANDIDATE_FIRST_NAME}}', values, { html: false })).toBe('Hi <b>Ann</b> & co');
    expect(renderTemplate('{{COMPANY_NAME}}!', {}, { html: false })).toBe('!');
  });

  it('names unknown tokens, and the schema refuses them on the field that has them', () => {
    expect(unknownTokens('{{JOB_NAME}} {{SALARY}} {{FOO}}', EMAIL_TOKENS)).toEqual(['SALARY', 'FOO']);
    const parsed = emailTemplateBodySchema.safeParse({
      name: 'x',
      type: 'general',
      subject: 'Hi {{NOPE}}',
      bodyHtml: '<p>ok</p>',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['subject'], message: 'Unknown token {{NOPE}}' }),
    ]);
  });

  it('previews with a sample for every token', () => {
    expect(
      renderTemplate('{{CANDIDATE_NAME}} at {{COMPANY_NAME}}', sampleValues(EMAIL_TOKENS), { html: false }),
    ).toBe('Grace Hopper at Northwind Analytics Ltd');
  });
});
