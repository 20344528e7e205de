import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  dueDateOf,
  isOverdue,
  isTaskForHire,
  renderInstructions,
  renderName,
  resolveAssignee,
  todayIn,
  tokenValuesOf,
  type HireProfile,
  type TaskCriteria,
} from './plan-rules.ts';

const NONE: TaskCriteria = { departmentIds: [], locationIds: [], employmentTypes: [], criterionValues: [] };
const hire: HireProfile = {
  departmentId: 'eng',
  locationId: 'london',
  employmentType: 'full_time',
  criterionValueIds: ['remote-yes', 'senior'],
};

describe('isTaskForHire', () => {
  it('gives a task without criteria to everyone', () => {
    expect(isTaskForHire(NONE, hire)).toBe(true);
    expect(
      isTaskForHire(NONE, {
        departmentId: null,
        locationId: null,
        employmentType: null,
        criterionValueIds: [],
      }),
    ).toBe(true);
  });

  it('needs one value of each criterion set', () => {
    expect(isTaskForHire({ ...NONE, departmentIds: ['sales', 'eng'] }, hire)).toBe(true);
    expect(isTaskForHire({ ...NONE, departmentIds: ['sales'] }, hire)).toBe(false);
    expect(isTaskForHire({ ...NONE, departmentIds: ['eng'], locationIds: ['paris'] }, hire)).toBe(false);
    expect(isTaskForHire({ ...NONE, departmentIds: ['eng'], locationIds: ['london'] }, hire)).toBe(true);
    expect(isTaskForHire({ ...NONE, employmentTypes: ['contractor', 'intern'] }, hire)).toBe(false);
    expect(isTaskForHire({ ...NONE, employmentTypes: ['full_time'] }, hire)).toBe(true);
  });

  it('treats a hire without a value as matching no criterion set on it', () => {
    const bare = { ...hire, departmentId: null, employmentType: null };
    expect(isTaskForHire({ ...NONE, departmentIds: ['eng'] }, bare)).toBe(false);
    expect(isTaskForHire({ ...NONE, employmentTypes: ['full_time'] }, bare)).toBe(false);
    expect(isTaskForHire({ ...NONE, locationIds: ['london'] }, bare)).toBe(true);
  });

  it('counts each other criterion on its own', () => {
    const remoteSenior: TaskCriteria = {
      ...NONE,
      criterionValues: [
        { criterionId: 'remote', valueId: 'remote-yes' },
        { criterionId: 'seniority', valueId: 'junior' },
        { criterionId: 'seniority', valueId: 'senior' },
      ],
    };
    expect(isTaskForHire(remoteSenior, hire)).toBe(true);
    expect(isTaskForHire(remoteSenior, { ...hire, criterionValueIds: ['remote-yes'] })).toBe(false);
    expect(isTaskForHire(remoteSenior, { ...hire, criterionValueIds: ['senior'] })).toBe(false);
    expect(isTaskForHire(remoteSenior, { ...hire, criterionValueIds: ['junior', 'remote-yes'] })).toBe(true);
  });
});

describe('relative due dates', () => {
  it('counts days before and after the start date, across months, years and leap days', () => {
    expect(dueDateOf('2027-01-05', -14)).toBe('2026-12-22');
    expect(dueDateOf('2027-01-05', 3)).toBe('2027-01-08');
    expect(dueDateOf('2028-02-28', 1)).toBe('2028-02-29');
    expect(dueDateOf('2027-03-28', 0)).toBe('2027-03-28');
    // The clocks going forward (London, 28 March 2027) do not move a calendar day.
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
  });

  it('has no due date without a start date', () => {
    expect(dueDateOf(null, 3)).toBeNull();
    expect(dueDateOf('2027-01-05', null)).toBeNull();
  });

  it('measures whole days between dates', () => {
    expect(daysBetween('2027-01-05', '2026-12-22')).toBe(-14);
    expect(daysBetween('2027-01-05', '2027-02-05')).toBe(31);
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
  });

  it('calls an open task past its day overdue, not a done one', () => {
    expect(isOverdue({ status: 'open', dueDate: '2027-01-04' }, '2027-01-05')).toBe(true);
    expect(isOverdue({ status: 'open', dueDate: '2027-01-05' }, '2027-01-05')).toBe(false);
    expect(isOverdue({ status: 'done', dueDate: '2027-01-04' }, '2027-01-05')).toBe(false);
    expect(isOverdue({ status: 'open', dueDate: null }, '2027-01-05')).toBe(false);
  });

  it("reads today in the company's time zone, UTC when it has none that is known", () => {
    const lateEvening = new Date('2027-01-05T23:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2027-01-05');
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2027-01-06');
    expect(todayIn('America/Los_Angeles', new Date('2027-01-05T05:00:00Z'))).toBe('2027-01-04');
    expect(todayIn('Mars/Olympus', lateEvening)).toBe('2027-01-05');
    expect(todayIn(null, lateEvening)).toBe('2027-01-05');
  });
});

describe('resolveAssignee', () => {
  const roles = { userId: null, managerUserId: 'maya', hrContactUserId: 'harriet', buddyUserId: null };
  const none = { assigneeUserId: null, assigneeGroupId: null };

  it("finds the hire's person in a role, or nobody", () => {
    expect(resolveAssignee('manager', none, roles)).toEqual({ userId: 'maya', groupId: null });
    expect(resolveAssignee('hr_contact', none, roles)).toEqual({ userId: 'harriet', groupId: null });
    expect(resolveAssignee('buddy', none, roles)).toEqual({ userId: null, groupId: null });
    expect(resolveAssignee('new_hire', none, roles)).toEqual({ userId: null, groupId: null });
    expect(resolveAssignee('new_hire', none, { ...roles, userId: 'grace' }).userId).toBe('grace');
  });

  it('takes the named person or group, IT either', () => {
    expect(resolveAssignee('person', { assigneeUserId: 'ian', assigneeGroupId: null }, roles).userId).toBe(
      'ian',
    );
    expect(resolveAssignee('group', { assigneeUserId: null, assigneeGroupId: 'it-team' }, roles)).toEqual({
      userId: null,
      groupId: 'it-team',
    });
    expect(resolveAssignee('it', { assigneeUserId: null, assigneeGroupId: 'it-team' }, roles).groupId).toBe(
      'it-team',
    );
    expect(resolveAssignee('it', { assigneeUserId: 'ian', assigneeGroupId: 'it-team' }, roles)).toEqual({
      userId: 'ian',
      groupId: null,
    });
  });
});

describe('renderInstructions', () => {
  const values = tokenValuesOf(
    {
      preferredFirstName: null,
      legalFirstName: 'Grace <b>',
      legalLastName: 'Hopper & "Co"',
      startDate: '2027-01-05',
      jobTitle: null,
    },
    'Maya Lindqvist',
  );

  it("fills in the hire's facts, escaping them as text", () => {
    expect(
      renderInstructions(
        '<p>Welcome {{NEW_HIRE_FIRST_NAME}} ({{ NEW_HIRE_FULL_NAME }}), from {{START_DATE}}; ask {{MANAGER_NAME}}.</p>',
        values,
      ),
    ).toBe(
      '<p>Welcome Grace &lt;b&gt; (Grace &lt;b&gt; Hopper &amp; &quot;Co&quot;), from 5 January 2027; ask Maya Lindqvist.</p>',
    );
  });

  it("fills a task's name as plain text, unescaped (the page shows it as text)", () => {
    expect(renderName('First coffee with {{NEW_HIRE_FIRST_NAME}}', values)).toBe(
      'First coffee with Grace <b>',
    );
  });

  it('fills a missing fact with nothing and leaves an unknown token as written', () => {
    expect(renderInstructions('{{JOB_TITLE}}|{{SOMETHING_ELSE}}', values)).toBe('|{{SOMETHING_ELSE}}');
  });

  it('calls the hire by their preferred first name', () => {
    const preferred = tokenValuesOf(
      {
        preferredFirstName: 'Amy',
        legalFirstName: 'Amelia',
        legalLastName: 'Hart',
        startDate: null,
        jobTitle: 'PM',
      },
      null,
    );
    expect(preferred).toEqual({
      NEW_HIRE_FIRST_NAME: 'Amy',
      NEW_HIRE_FULL_NAME: 'Amy Hart',
      START_DATE: '',
      MANAGER_NAME: '',
      JOB_TITLE: 'PM',
    });
  });
});
