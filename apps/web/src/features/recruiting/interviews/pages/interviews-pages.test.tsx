import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Interviewer } from '@atrium/shared/schemas/recruiting/interviewer-tags';
import type { ApplicationInterviews } from '@atrium/shared/schemas/recruiting/interviews';
import type { Scorecard } from '@atrium/shared/schemas/recruiting/scorecards';
import { paths } from '../../../../config/paths';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import {
  ATTRIBUTE,
  candidateInInterviewStage,
  KIT_QUESTION,
  PLAN_INTERVIEW,
  scheduleByApi,
  signedInAdmin,
  signedInAs,
} from './interviews-test-kit';

beforeAll(() => connectRealApi());

/** Typing key by key into MUI's fields takes seconds on a busy machine; a paste is one change. */
async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('scheduling an interview', () => {
  it('picks an interviewer and a suggested time, previews the invitation and sends it', async () => {
    const admin = await signedInAdmin();
    const setup = await candidateInInterviewStage(admin.token, admin.userId);
    const colleagues = (await api<Interviewer[]>('GET', 'interviewers', undefined, admin.token)).body.data!;
    const colleague = colleagues.find((person) => person.id !== admin.userId)!;
    const adminName = `${admin.session.user.firstName} ${admin.session.user.lastName}`;
    // Straight to the page the application card's "Schedule" links to (the card's own tests load it).
    const router = admin.render(
      paths.scheduleInterview(setup.candidate.id, {
        applicationId: setup.applicationId,
        jobInterviewId: setup.jobInterviewId,
      }),
    );
    expect(await screen.findByText('Schedule interview', { selector: 'h1' })).toBeInTheDocument();
    await screen.findByText('Time and interviewers', { selector: 'h2' });
    // The plan's interviewer comes chosen. (Queries stay inside small parts of the page: a role query
    // over the whole page costs seconds in jsdom.)
    const picker = screen.getByRole('group', { name: 'Choose interviewers' });
    expect(await within(picker).findByText(adminName)).toBeInTheDocument();

    await userEvent.type(
      within(picker).getByRole('combobox', { name: /interviewers/i }),
      colleague.name.slice(0, 4),
    );
    await userEvent.click(await screen.findByText(colleague.name, { selector: '[role="option"] *' }));
    expect(await within(picker).findByText(colleague.name)).toBeInTheDocument();

    const heading = await screen.findByText('Suggested times', { selector: 'h4' }, { timeout: 15_000 });
    const [slot] = within(heading.parentElement!).getAllByRole('button');
    await userEvent.click(slot!);
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Chosen: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next: preview invitation' }));

    const interviewers = await screen.findByRole('region', { name: 'Interviewers receive' });
    expect(within(interviewers).getByText(adminName)).toBeInTheDocument();
    expect(within(interviewers).getByText(colleague.name)).toBeInTheDocument();
    const candidate = screen.getByRole('region', { name: 'The candidate receives' });
    expect(within(candidate).getByText(setup.candidate.name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Interview scheduled', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/candidates/${setup.candidate.id}`));
    const back = await screen.findByRole('article', { name: setup.job.name });
    const scheduled = await within(back).findByRole('list', { name: 'Scheduled interviews' });
    expect(within(scheduled).getByText(PLAN_INTERVIEW)).toBeInTheDocument();
    expect(within(scheduled).getByText(colleague.name)).toBeInTheDocument();
    expect(within(back).queryByRole('link', { name: `Schedule ${PLAN_INTERVIEW}` })).toBeNull();

    const saved = (
      await api<ApplicationInterviews>(
        'GET',
        `applications/${setup.applicationId}/interviews`,
        undefined,
        admin.token,
      )
    ).body.data!;
    expect(saved.scheduled).toHaveLength(1);
    expect(saved.scheduled[0]!.interviewers.map((person) => person.userId).sort()).toEqual(
      [admin.userId, colleague.id].sort(),
    );
  });
});

describe('the scorecard', () => {
  it('asks for a recommendation before submitting, then submits', async () => {
    const admin = await signedInAdmin();
    const setup = await candidateInInterviewStage(admin.token, admin.userId);
    // A scorecard is submitted once the interview has started: this one starts in a few seconds.
    const startsIn = 8_000;
    const interview = await scheduleByApi(admin.token, setup, [admin.userId], startsIn);
    const startsAt = Date.parse(interview.startsAt);
    admin.render(`/candidates/${setup.candidate.id}/interview-details?interviewId=${interview.id}`);

    expect(await screen.findByText(PLAN_INTERVIEW, { selector: 'h1' })).toBeInTheDocument();
    const kit = screen.getByRole('region', { name: 'Interview kit' });
    expect(within(kit).getByText(KIT_QUESTION)).toBeInTheDocument();
    expect(within(kit).getByRole('button', { name: 'Accept' })).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Scorecard' });
    await userEvent.click(
      within(within(form).getByRole('group', { name: ATTRIBUTE })).getByRole('button', {
        name: 'Strong yes',
      }),
    );
    await paste(within(form).getByLabelText('Key take-aways'), 'Clear about trade-offs.');
    await paste(within(form).getByLabelText(KIT_QUESTION), 'A queue for payments.');
    await waitFor(() => expect(Date.now()).toBeGreaterThan(startsAt + 500), { timeout: startsIn + 5_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit scorecard' }));
    expect(await within(form).findByText('Choose an overall recommendation')).toBeInTheDocument();

    const recommendation = within(form).getByRole('group', { name: 'Overall recommendation' });
    await userEvent.click(within(recommendation).getByRole('button', { name: 'Yes' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit scorecard' }));
    // The toaster loads with the first toast.
    expect(
      await screen.findByText('Scorecard submitted successfully!', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await within(form).findByText(/^Submitted\./)).toBeInTheDocument();

    const saved = (
      await api<Scorecard>('GET', `interviews/${interview.id}/scorecard`, undefined, admin.token)
    ).body.data!;
    expect(saved).toMatchObject({
      status: 'submitted',
      overallRecommendation: 'yes',
      keyTakeaways: 'Clear about trade-offs.',
      answers: [{ question: KIT_QUESTION, answer: 'A queue for payments.' }],
    });
    expect(saved.ratings).toEqual([
      expect.objectContaining({ attributeName: ATTRIBUTE, rating: 'strong_yes' }),
    ]);
  });
});

describe("the candidate's interviews", () => {
  it('shows a scheduled interview with everyone’s answers, and cancels it with a reason', async () => {
    const admin = await signedInAdmin();
    const setup = await candidateInInterviewStage(admin.token, admin.userId);
    const interview = await scheduleByApi(admin.token, setup, [admin.userId], 2 * 24 * 3_600_000);
    admin.render(`/candidates/${setup.candidate.id}`);

    const card = await screen.findByRole('article', { name: setup.job.name });
    const item = (await within(card).findByText(PLAN_INTERVIEW, { selector: 'h5' })).closest('li')!;
    expect(within(item).getByText('Scheduled')).toBeInTheDocument();
    expect(within(item).getByLabelText(`${setup.candidate.name}: Awaiting response`)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: `Interview details: ${PLAN_INTERVIEW}` })).toHaveAttribute(
      'href',
      `/candidates/${setup.candidate.id}/interview-details?interviewId=${interview.id}`,
    );
    expect(within(card).getByText('No scorecards submitted yet.')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: `Cancel ${PLAN_INTERVIEW}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel ${PLAN_INTERVIEW}?` });
    await paste(within(dialog).getByLabelText('Reason for the candidate (optional)'), 'The role was paused.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await screen.findByText('Interview cancelled', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText('Cancelled')).toBeInTheDocument());
    expect(within(item).queryByRole('button', { name: `Cancel ${PLAN_INTERVIEW}` })).toBeNull();
    // The plan's interview is to be scheduled again.
    expect(await within(card).findByRole('link', { name: `Schedule ${PLAN_INTERVIEW}` })).toBeInTheDocument();
  });

  it('lists an upcoming interview under My interviews, linked to its details', async () => {
    const admin = await signedInAdmin();
    const setup = await candidateInInterviewStage(admin.token, admin.userId);
    const interview = await scheduleByApi(admin.token, setup, [admin.userId], 3 * 24 * 3_600_000);
    admin.render('/dashboard');
    const link = await screen.findByText(`${PLAN_INTERVIEW}: ${setup.candidate.name}`, { selector: 'a' });
    expect(link).toHaveAttribute(
      'href',
      `/candidates/${setup.candidate.id}/interview-details?interviewId=${interview.id}`,
    );
  });

  it('opens the details for an interviewer who does not see candidates, with the way back to their list', async () => {
    const admin = await signedInAdmin();
    const employee = await signedInAs('employee@example.com');
    const setup = await candidateInInterviewStage(admin.token, admin.userId);
    const interview = await scheduleByApi(admin.token, setup, [employee.userId], 2 * 24 * 3_600_000);
    employee.render(`/candidates/${setup.candidate.id}/interview-details?interviewId=${interview.id}`);
    expect(await screen.findByText(PLAN_INTERVIEW, { selector: 'h1' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'My interviews' })).toHaveAttribute('href', '/dashboard');
    expect(within(trail).queryByRole('link', { name: setup.candidate.name })).toBeNull();
  });

  it('lists an interview under My interviews for an interviewer who does not work with interviews', async () => {
    const admin = await signedInAdmin();
    const employee = await signedInAs('employee@example.com');
    const setup = await candidateInInterviewStage(admin.token, admin.userId);
    const interview = await scheduleByApi(admin.token, setup, [employee.userId], 4 * 24 * 3_600_000);
    employee.render('/dashboard');
    const link = await screen.findByText(`${PLAN_INTERVIEW}: ${setup.candidate.name}`, { selector: 'a' });
    expect(link).toHaveAttribute(
      'href',
      `/candidates/${setup.candidate.id}/interview-details?interviewId=${interview.id}`,
    );
  });
});
