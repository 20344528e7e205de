import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TaskStatus } from '@atrium/shared/schemas/onboarding/tasks';
import { ListTotals } from '../../../lib/list-totals.ts';

export interface TaskCountsKey {
  /** Null: everyone's tasks. */
  assigneeUserId: string | null;
  status: TaskStatus | null;
}

export interface TaskCounts {
  total: number;
  overdue: number;
}

/**
 * My tasks' counts (lib/list-totals.ts): the same for every page of one person's list, and counting
 * an HR contact's thousands of tasks cost more than the page itself (issue 20's bench: 500 hires ×
 * 40 tasks). Dropped whenever the company's tasks or hires change through Onboarding's routes or
 * a plan is assembled; "overdue" moves at midnight, well within the few seconds a count is kept.
 */
export const taskCounts = new ListTotals<TaskCountsKey, TaskCounts>(
  ({ assigneeUserId, status }) => `${assigneeUserId ?? '*'}|${status ?? '*'}`,
);

/**
 * An `onSend` hook for the routes that write tasks or hires: the company's counts go before the
 * answer leaves, so a list asked for right after a change never shows the old numbers.
 */
export async function dropTaskCountsOnWrite(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && reply.statusCode < 400 && request.auth) {
    taskCounts.invalidate(request.auth.companyId);
  }
  return payload;
}
