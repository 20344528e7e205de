import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JOB_SETUP_FLOW, JOB_SETUP_STEPS } from '@atrium/shared/schemas/recruiting/job-setup-flow';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('job setup flow: /api/configuration/job-setup-flow and /api/job-setup-flow', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const URL = '/api/configuration/job-setup-flow';

  it('answers Greenhouse’s default, saves the company’s choice in order, and shows it to job creators', async () => {
    expect((await as(acme.admin, 'GET', URL)).json().data).toEqual(DEFAULT_JOB_SETUP_FLOW);
    const steps = [...JOB_SETUP_STEPS].reverse().map((step) => ({
      step,
      included: step !== 'notifications',
      required: step === 'job_info' || step === 'interview_plan',
    }));
    const saved = await as(acme.admin, 'PUT', URL, { steps });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.steps.map((item: { step: string }) => item.step)).toEqual([...JOB_SETUP_STEPS]);
    const shown = (await as(acme.admin, 'GET', '/api/job-setup-flow')).json().data.steps;
    expect(shown.find((item: { step: string }) => item.step === 'notifications').included).toBe(false);
    expect(shown.find((item: { step: string }) => item.step === 'interview_plan').required).toBe(true);
    // Another company keeps its own (the default).
    expect((await as(globex.admin, 'GET', '/api/job-setup-flow')).json().data).toEqual(
      DEFAULT_JOB_SETUP_FLOW,
    );
  });

  it('refuses a flow without job info, a required step left out, a missing step, and people without the permission', async () => {
    const steps = DEFAULT_JOB_SETUP_FLOW.steps.map((item) =>
      item.step === 'job_info'
        ? { ...item, included: false }
        : item.step === 'scorecard'
          ? { ...item, included: false, required: true }
          : item,
    );
    const bad = await as(acme.admin, 'PUT', URL, { steps });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'steps.0.included',
      `steps.${JOB_SETUP_STEPS.indexOf('scorecard')}.required`,
    ]);
    const short = await as(acme.admin, 'PUT', URL, { steps: steps.slice(1) });
    expect(short.json().errors[0]).toEqual({ path: 'steps', message: 'Name every setup step once' });
    expect((await as(acme.support, 'PUT', URL, DEFAULT_JOB_SETUP_FLOW)).statusCode).toBe(403);
    expect((await as(acme.support, 'GET', URL)).statusCode).toBe(403);
  });
});
