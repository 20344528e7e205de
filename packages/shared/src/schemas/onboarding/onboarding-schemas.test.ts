import { describe, expect, it } from 'vitest';
import { criterionBodySchema } from './criteria.ts';
import { onboardingPeopleQuerySchema } from './lookups.ts';
import {
  createNewHireBodySchema,
  NEW_HIRE_STATES,
  NEW_HIRE_TRANSITIONS,
  newHiresQuerySchema,
  newHireTransitionsFrom,
  nextNewHireState,
  updateNewHireBodySchema,
} from './new-hires.ts';
import { taskTemplateBodySchema, unknownOnboardingTokens, withTokenLabels } from './plan.ts';
import { addTaskBodySchema } from './tasks.ts';

const paths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

describe('onboarding schemas', () => {
  it('fills a task template in, and keeps a named assignee only where the role names one', () => {
    expect(taskTemplateBodySchema.parse({ name: ' Laptop ', assigneeRole: 'manager' })).toEqual({
      name: 'Laptop',
      instructions: '',
      category: 'other',
      kind: 'task',
      assigneeRole: 'manager',
      assigneeUserId: null,
      assigneeGroupId: null,
      dueOffsetDays: 0,
      active: true,
      attachmentFileIds: [],
      criteria: { departmentIds: [], locationIds: [], employmentTypes: [], criterionValueIds: [] },
    });
    const person = '00000000-0000-4000-8000-000000000001';
    const group = '00000000-0000-4000-8000-000000000002';
    const named = (assigneeRole: string) =>
      taskTemplateBodySchema.parse({
        name: 'X',
        assigneeRole,
        assigneeUserId: person,
        assigneeGroupId: group,
      });
    expect(named('buddy')).toMatchObject({ assigneeUserId: null, assigneeGroupId: null });
    expect(named('person')).toMatchObject({ assigneeUserId: person, assigneeGroupId: null });
    expect(named('group')).toMatchObject({ assigneeUserId: null, assigneeGroupId: group });
    expect(named('it')).toMatchObject({ assigneeUserId: person, assigneeGroupId: null });
    expect(paths(taskTemplateBodySchema.safeParse({ name: 'X', assigneeRole: 'person' }))).toEqual([
      'assigneeUserId',
    ]);
  });

  it('refuses unknown tokens, a day offset beyond a year and repeated criteria', () => {
    expect(unknownOnboardingTokens('{{NEW_HIRE_FIRST_NAME}} {{ JOB_TITLE }} {{SALARY}}')).toEqual(['SALARY']);
    const bad = taskTemplateBodySchema.safeParse({
      name: 'X',
      assigneeRole: 'manager',
      instructions: '<p>{{SALARY}}</p>',
      dueOffsetDays: -366,
      criteria: { employmentTypes: ['intern', 'intern'] },
    });
    expect(paths(bad)).toEqual(['criteria.employmentTypes', 'dueOffsetDays', 'instructions']);
  });

  it('takes a new hire with a lower-cased email, an upper-cased country and no empty text', () => {
    const hire = createNewHireBodySchema.parse({
      legalFirstName: 'Grace',
      legalLastName: 'Hopper',
      personalEmail: ' Grace@Example.TEST ',
      startDate: '2030-01-07',
      preferredFirstName: '',
      workCountry: 'gb',
    });
    expect(hire).toMatchObject({
      personalEmail: 'grace@example.test',
      workCountry: 'GB',
      preferredFirstName: null,
    });
    expect(
      paths(
        createNewHireBodySchema.safeParse({
          legalFirstName: 'G',
          legalLastName: 'H',
          personalEmail: 'g@h.test',
          startDate: 'soon',
        }),
      ),
    ).toEqual(['startDate']);
  });

  it('names each criterion value once, by name and by id', () => {
    const id = '00000000-0000-4000-8000-000000000003';
    expect(
      paths(criterionBodySchema.safeParse({ name: 'R', values: [{ name: 'Yes' }, { name: 'yes' }] })),
    ).toEqual(['values']);
    expect(
      paths(
        criterionBodySchema.safeParse({
          name: 'R',
          values: [
            { id, name: 'Yes' },
            { id, name: 'No' },
          ],
        }),
      ),
    ).toEqual(['values']);
  });

  it('lets a task added by hand wait for its person, but not a group task for its group', () => {
    expect(addTaskBodySchema.parse({ name: 'Call' })).toMatchObject({
      assigneeRole: 'person',
      assigneeUserId: null,
    });
    expect(paths(addTaskBodySchema.safeParse({ name: 'Call', assigneeRole: 'group' }))).toEqual([
      'assigneeGroupId',
    ]);
  });
});

describe('a new hire edit', () => {
  it('leaves out what was left out, and clears what was emptied', () => {
    expect(updateNewHireBodySchema.parse({})).toEqual({ shiftDueDates: false });
    expect(updateNewHireBodySchema.parse({ jobTitle: '', phone: null, workCountry: ' ' })).toEqual({
      shiftDueDates: false,
      jobTitle: null,
      phone: null,
      workCountry: null,
    });
  });
});

describe('new hire states', () => {
  it('goes pending → onboarding → complete, and to cancelled from either of the first two', () => {
    const table = Object.fromEntries(
      NEW_HIRE_STATES.map((state) => [
        state,
        Object.fromEntries(
          NEW_HIRE_TRANSITIONS.map((transition) => [transition, nextNewHireState(state, transition)]),
        ),
      ]),
    );
    expect(table).toEqual({
      pending: { invite: 'onboarding', complete: null, cancel: 'cancelled' },
      onboarding: { invite: null, complete: 'complete', cancel: 'cancelled' },
      complete: { invite: null, complete: null, cancel: null },
      cancelled: { invite: null, complete: null, cancel: null },
    });
  });

  it('offers from each state only the transitions it allows', () => {
    expect(newHireTransitionsFrom('pending')).toEqual(['invite', 'cancel']);
    expect(newHireTransitionsFrom('onboarding')).toEqual(['complete', 'cancel']);
    expect(newHireTransitionsFrom('complete')).toEqual([]);
    expect(newHireTransitionsFrom('cancelled')).toEqual([]);
  });
});

describe('list queries', () => {
  it('reads the new hires list’s states as a comma-separated list, refusing an unknown one', () => {
    expect(newHiresQuerySchema.parse({ states: 'pending, onboarding' }).states).toEqual([
      'pending',
      'onboarding',
    ]);
    expect(newHiresQuerySchema.parse({}).states).toEqual([]);
    expect(paths(newHiresQuerySchema.safeParse({ states: 'pending,hired' }))).toEqual(['states.1']);
  });

  it('reads the people picker’s search, page and limit, up to 50 at a time', () => {
    expect(onboardingPeopleQuerySchema.parse({ search: ' maya ' })).toEqual({
      search: 'maya',
      page: 1,
      limit: 20,
    });
    expect(paths(onboardingPeopleQuerySchema.safeParse({ limit: '51', page: '0' }))).toEqual([
      'limit',
      'page',
    ]);
  });
});

describe('a template name in words', () => {
  it('names each known token and leaves an unknown one as written', () => {
    expect(withTokenLabels('First coffee with {{NEW_HIRE_FIRST_NAME}}')).toBe(
      "First coffee with ‹the new hire's first name›",
    );
    expect(withTokenLabels('{{ START_DATE }}: {{SHOE_SIZE}}')).toBe('‹Start date›: {{SHOE_SIZE}}');
    expect(withTokenLabels('No tokens')).toBe('No tokens');
  });
});
