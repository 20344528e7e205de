import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  newHires,
  onboardingFeedbackAnswers,
  onboardingFeedbackQuestions,
  onboardingFeedbackRequests,
  onboardingFeedbackSets,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';

/** The answers of the hires `hires` keeps (conditions on `h`), each with its set, question and hire. */
const ANSWERS = (company: SQL, hires: SQL) => sql`${onboardingFeedbackAnswers} a
  join ${onboardingFeedbackRequests} r on r.company_id = a.company_id and r.id = a.request_id
  join ${newHires} h on h.company_id = r.company_id and h.id = r.new_hire_id
  join ${onboardingFeedbackQuestions} q on q.company_id = a.company_id and q.id = a.question_id
  join ${onboardingFeedbackSets} s on s.company_id = q.company_id and s.id = q.set_id
  where a.company_id = ${company} and r.company_id = ${company} and h.company_id = ${company}${hires}`;

export interface RatingRecord {
  question_id: string;
  set_name: string;
  question: string;
  answers: number;
  average_rating: string | null;
}

/** Each rating question answered: how many rated it and the average, by set and the question's order. */
export async function feedbackRatings(db: DbOrTx, companyId: string, hires: SQL) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    select q.id as question_id, min(s.name) as set_name, min(q.prompt) as question,
      count(a.rating)::int as answers, avg(a.rating) as average_rating
    from ${ANSWERS(company, hires)} and q.kind = 'rating'
    group by q.id
    order by lower(min(s.name)), min(q.position), q.id`);
  return rowsOf<RatingRecord>(result);
}

export interface TextAnswerRecord {
  request_id: string;
  question_id: string;
  set_name: string;
  question: string;
  hire_name: string;
  answer: string;
  answered_at: string;
}

/** The written answers, the newest first (at most `limit`). */
export async function feedbackTexts(db: DbOrTx, companyId: string, hires: SQL, limit: number) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    select a.request_id, a.question_id, s.name as set_name, q.prompt as question,
      coalesce(nullif(h.preferred_first_name, ''), h.legal_first_name) || ' ' || h.legal_last_name as hire_name,
      a.text as answer, coalesce(r.answered_at, a.created_at) as answered_at
    from ${ANSWERS(company, hires)} and q.kind = 'text' and coalesce(a.text, '') <> ''
    order by coalesce(r.answered_at, a.created_at) desc, a.request_id, a.question_id
    limit ${limit}`);
  return rowsOf<TextAnswerRecord>(result);
}
