import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RICH_TEXT_MESSAGES, storedPlainText } from '../platform/rich-text.ts';
import * as emailTemplates from './email-templates.ts';
import * as jobBoards from './job-boards.ts';
import * as jobKickoff from './job-kickoff.ts';
import * as jobPosts from './job-posts.ts';
import * as jobs from './jobs.ts';

// Issue 14, item 4: every rich-text field of recruiting is the shared richText type.

const HOSTILE =
  '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
const CLEAN = '<p>Hi</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>';

/** Every schema exported by the modules that hold rich text, with the fields that are HTML. */
const RICH_TEXT_FIELDS = Object.entries({
  ...jobs,
  ...jobKickoff,
  ...jobBoards,
  ...jobPosts,
  ...emailTemplates,
}).flatMap(([name, value]) =>
  value instanceof z.ZodObject
    ? Object.entries(value.shape as Record<string, z.ZodType>)
        .filter(([key]) => /html$/i.test(key) || (/kickoff/i.test(name) && !/^updated/.test(key)))
        .map(([key, field]) => [`${name}.${key}`, field] as const)
    : [],
);

describe('every rich-text field of every request and response schema', () => {
  it('is found', () => {
    expect(RICH_TEXT_FIELDS.map(([name]) => name).sort()).toEqual([
      'emailTemplateBodySchema.bodyHtml',
      'emailTemplateSchema.bodyHtml',
      'jobBoardBodySchema.closingHtml',
      'jobBoardBodySchema.confirmationHtml',
      'jobBoardBodySchema.introHtml',
      'jobBoardSchema.closingHtml',
      'jobBoardSchema.confirmationHtml',
      'jobBoardSchema.introHtml',
      'jobKickoffBodySchema.interviewNotes',
      'jobKickoffBodySchema.qualifications',
      'jobKickoffBodySchema.responsibilities',
      'jobKickoffBodySchema.sellingPoints',
      'jobKickoffSchema.interviewNotes',
      'jobKickoffSchema.qualifications',
      'jobKickoffSchema.responsibilities',
      'jobKickoffSchema.sellingPoints',
      'jobPostBodySchema.contentHtml',
      'jobPostSchema.contentHtml',
      'offerTemplateBodySchema.bodyHtml',
      'offerTemplateSchema.bodyHtml',
    ]);
  });

  it.each(RICH_TEXT_FIELDS)('%s is cleaned', (_name, field) => {
    expect(field.parse(HOSTILE)).toBe(CLEAN);
  });
});

describe('email and offer templates', () => {
  const template = {
    name: 'Welcome',
    type: 'general',
    subject: 'Hi {{CANDIDATE_FIRST_NAME}}',
    bodyHtml: '<p>ok</p>',
  };

  it('refuse markup in a subject, and strip it from one stored before', () => {
    const parsed = emailTemplates.emailTemplateBodySchema.safeParse({
      ...template,
      subject: 'Hi <b>you</b>',
    });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['subject'], message: RICH_TEXT_MESSAGES.markupNotAllowed }),
    ]);
    expect(emailTemplates.emailTemplateBodySchema.parse({ ...template, subject: 'Pay < £50k' }).subject).toBe(
      'Pay < £50k',
    );
    expect(emailTemplates.emailTemplateSchema.shape.subject.parse('Hi <script>alert(1)</script>')).toBe(
      'Hi alert(1)',
    );
    expect(storedPlainText().parse('3 < 4')).toBe('3 < 4');
  });

  it('check tokens in the cleaned body, and refuse a body that cleaning empties', () => {
    const body = emailTemplates.emailTemplateBodySchema.parse({
      ...template,
      bodyHtml: '<p onclick="x()">Dear {{CANDIDATE_NAME}}</p><script>{{NOPE}}</script>',
    });
    expect(body.bodyHtml).toBe('<p>Dear {{CANDIDATE_NAME}}</p>');
    const empty = emailTemplates.offerTemplateBodySchema.safeParse({
      name: 'Offer',
      bodyHtml: '<script>x</script>',
    });
    expect(empty.error?.issues).toEqual([
      expect.objectContaining({ path: ['bodyHtml'], message: 'This field is required' }),
    ]);
    const unknown = emailTemplates.offerTemplateBodySchema.safeParse({
      name: 'Offer',
      bodyHtml: '<p>{{NOPE}}</p>',
    });
    expect(unknown.error?.issues[0]?.message).toBe('Unknown token {{NOPE}}');
  });
});
