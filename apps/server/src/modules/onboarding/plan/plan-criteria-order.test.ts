import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartment, createLocation } from '../../../db/seed/org-factories.ts';
import {
  PLAN_TASKS_URL as URL,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

describe("a plan task's criteria come back in name order", () => {
  let t: OnboardingTestApp;

  beforeAll(async () => {
    t = await onboardingTestApp();
  });
  afterAll(() => t.close());

  it('orders departments, locations, employment types and criterion values by name', async () => {
    const company = t.acme.company.id;
    const departments = await Promise.all(
      ['sales', 'Marketing', 'Accounts', 'Zebra unit'].map((name) =>
        createDepartment(t.app.db, company, { name }),
      ),
    );
    const locations = await Promise.all(
      ['Paris', 'berlin', 'Amsterdam'].map((name) => createLocation(t.app.db, company, { name })),
    );
    const criterion = async (name: string, values: string[]) => {
      const response = await t.as(t.acme.admin, 'POST', '/api/onboarding/settings/other-criteria', {
        name,
        values: values.map((value) => ({ name: value })),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { values: Array<{ id: string }> };
    };
    const seniority = await criterion('Seniority', ['Senior', 'junior']);
    const remote = await criterion('Remote', ['Yes', 'No']);
    // Given in no order at all, and read back a few times: the same order each time.
    const task = await t.addPlanTask({
      name: 'Welcome pack',
      assigneeRole: 'manager',
      criteria: {
        departmentIds: [2, 0, 3, 1].map((index) => departments[index]!.id),
        locationIds: [0, 2, 1].map((index) => locations[index]!.id),
        employmentTypes: ['temporary', 'contractor', 'intern', 'full_time'],
        criterionValueIds: [seniority.values[0]!.id, remote.values[0]!.id, seniority.values[1]!.id],
      },
    });
    for (let read = 0; read < 3; read += 1) {
      const criteria = (await t.as(t.acme.admin, 'GET', `${URL}/${task.id}`)).json().data.criteria;
      const names = (items: Array<{ name: string }>) => items.map((item) => item.name);
      expect(names(criteria.departments)).toEqual(['Accounts', 'Marketing', 'sales', 'Zebra unit']);
      expect(names(criteria.locations)).toEqual(['Amsterdam', 'berlin', 'Paris']);
      expect(criteria.employmentTypes).toEqual(['contractor', 'full_time', 'intern', 'temporary']);
      expect(
        criteria.criterionValues.map(
          (value: { criterionName: string; name: string }) => `${value.criterionName}: ${value.name}`,
        ),
      ).toEqual(['Remote: Yes', 'Seniority: junior', 'Seniority: Senior']);
    }
    // The list answers the same order.
    const listed = (await t.as(t.acme.admin, 'GET', URL)).json().data;
    expect(listed[0].criteria.locations.map((item: { name: string }) => item.name)).toEqual([
      'Amsterdam',
      'berlin',
      'Paris',
    ]);
  });
});
