import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobApprovals } from '@atrium/shared/schemas/recruiting/approvals';
import type { CandidateDetail } from '@atrium/shared/schemas/recruiting/candidates';
import type { Job } from '@atrium/shared/schemas/recruiting/jobs';
import type { ApplicationOffer } from '@atrium/shared/schemas/recruiting/offers';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import { useGetCandidateQuery } from '../../candidates/api/candidates-api';
import { PendingApprovalsCard } from '../../dashboard/components/pending-approvals-card';
import { formatSalary } from '../utils/offer-format';
import { OfferPanel } from './offer-panel';

beforeAll(() => connectRealApi());

/*
 * Each test opens a job of its own (a GBP 50,000–60,000 range, one opening) and adds a candidate to
 * it, so hiring, which fills the opening and closes the job, touches nothing another file counts.
 */

/** The candidate's page in miniature: the panel for their application, as the application card mounts it. */
function CandidateOffer() {
  const { id = '' } = useParams();
  const candidate = useGetCandidateQuery(id);
  const application = candidate.data?.applications[0];
  if (!application?.job) return <p>Loading candidate</p>;
  return (
    <OfferPanel
      applicationId={application.id}
      candidateId={id}
      jobId={application.job.id}
      applicationStatus={application.status}
      startDate={application.startDate}
    />
  );
}

async function renderAs(email: string, url: string) {
  const session = await signInByApi(email);
  const store = makeStore();
  store.dispatch(signedIn(session));
  renderRoutes(
    store,
    [
      { path: '/candidates/:id', element: <CandidateOffer /> },
      { path: '/dashboard', element: <PendingApprovalsCard /> },
    ],
    url,
  );
}

let serial = 0;

async function arrange() {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  const admin = await signInByApi('admin@example.com');
  const hr = await signInByApi('hr.admin@example.com');
  const token = admin.authToken;
  const created = await api<Job>(
    'POST',
    'jobs',
    {
      name: `Offer Role ${stamp}`,
      salary: { min: 50000, max: 60000, currency: 'GBP', period: 'year' },
      openings: [{ openingId: `OFR-${stamp}` }],
    },
    token,
  );
  expect(created.status).toBe(201);
  const job = created.body.data!;
  // The demo company's way to open a job: requested, then approved by HR.
  const asked = await api<JobApprovals>('POST', `jobs/${job.id}/approvals`, undefined, token);
  const opened = await api(
    'POST',
    `jobs/${job.id}/approvals/${asked.body.data!.current!.id}/decisions`,
    { decision: 'approved' },
    hr.authToken,
  );
  expect(opened.status).toBe(200);
  const added = await api<CandidateDetail>(
    'POST',
    'candidates',
    {
      firstName: `Olive${stamp}`,
      lastName: 'Offered',
      emailAddresses: [{ value: `olive.${stamp}@candidates.example.com`, type: 'personal' }],
      phoneNumbers: [],
      jobIds: [job.id],
    },
    token,
  );
  expect(added.status).toBe(201);
  const candidate = added.body.data!;
  const templates = await api<Array<{ id: string; name: string }>>(
    'GET',
    'configuration/offer-templates',
    undefined,
    token,
  );
  const template = templates.body.data!.find((item) => item.name === 'Standard offer letter')!;
  return {
    token,
    hrToken: hr.authToken,
    job,
    template,
    candidate: { id: candidate.id, name: `Olive${stamp} Offered` },
    applicationId: candidate.applications[0]!.id,
  };
}

const offerSection = () => screen.findByRole('region', { name: /^(Offer|Hired)/ });
const chooseOption = async (combobox: HTMLElement, name: string | RegExp) => {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name }));
};
/** Types a date into a date field's day, month and year sections. */
async function typeDate(group: HTMLElement, ddmmyyyy: string) {
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(ddmmyyyy);
}
const nextYear = new Date().getFullYear() + 1;
// Whole flows through several dialogs: about 20 s alone, and twice that beside the suite on two cores.
const FLOW_TIMEOUT = 90_000;

describe('OfferPanel', () => {
  it(
    'creates an offer: a salary outside the job’s range is refused under the field, a good one makes the draft',
    async () => {
      const { candidate, template } = await arrange();
      await renderAs('admin@example.com', `/candidates/${candidate.id}`);
      const section = await offerSection();
      expect(await within(section).findByText('No offer yet.')).toBeInTheDocument();
      await userEvent.click(within(section).getByRole('button', { name: 'Create offer' }));

      const dialog = await screen.findByRole('dialog', { name: 'Create offer' });
      const templateField = await within(dialog).findByRole('combobox', { name: /offer template/i });
      // The job's range is the hint, in its currency, which the form starts with.
      expect(within(dialog).getByText(/The job's range: £50,000 – £60,000 a year/)).toBeInTheDocument();
      expect(within(dialog).getByRole('combobox', { name: /currency/i })).toHaveTextContent('GBP');
      // The only opening is chosen already.
      expect(within(dialog).getByRole('combobox', { name: /opening/i })).toHaveTextContent('Opening 1');

      await chooseOption(templateField, template.name);
      await userEvent.type(within(dialog).getByLabelText(/^salary/i), '90000');
      await typeDate(within(dialog).getByRole('group', { name: /start date/i }), `0109${nextYear}`);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create offer' }));
      expect(await within(dialog).findByText("The salary is outside the job's range")).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^salary/i)).toHaveAttribute('aria-invalid', 'true');

      await userEvent.clear(within(dialog).getByLabelText(/^salary/i));
      await userEvent.type(within(dialog).getByLabelText(/^salary/i), '55000');
      await userEvent.click(within(dialog).getByLabelText(/note for the approvers/i));
      await userEvent.paste('Strong final round');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create offer' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create offer' })).toBeNull());
      expect(await within(section).findByText('Draft')).toBeInTheDocument();
      expect(within(section).getByText(/Version 1/)).toBeInTheDocument();
      expect(within(section).getByText(formatSalary(55000, 'GBP', 'year'))).toBeInTheDocument();
      expect(within(section).getByText(`01 Sep ${nextYear}`)).toBeInTheDocument();
      // The letter, rendered from the template with the candidate's name in it.
      const letter = within(section).getByRole('region', { name: 'Letter' });
      expect(letter).toHaveTextContent(`Dear ${candidate.name}`);
      // The demo company's offers go through approval: a draft is sent for approval, not sent.
      expect(
        within(section).getByText("A draft: this job's offers are approved before they are sent."),
      ).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Request approval' })).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Send offer' })).toBeNull();
      // No round yet.
      expect(within(section).queryByRole('region', { name: 'Approval' })).toBeNull();
    },
    FLOW_TIMEOUT,
  );

  it(
    'takes an approved offer through sending and the answer to the hire, and lists the round for its approver',
    async () => {
      const { token, hrToken, job, template, candidate, applicationId } = await arrange();
      const created = await api<ApplicationOffer>(
        'POST',
        `applications/${applicationId}/offer`,
        { templateId: template.id, salary: 52000, currency: 'GBP', startDate: `${nextYear}-02-02` },
        token,
      );
      expect(created.status).toBe(201);
      const offerId = created.body.data!.current!.id;
      const asked = await api<ApplicationOffer>(
        'POST',
        `offers/${offerId}/request-approval`,
        undefined,
        token,
      );
      expect(asked.status).toBe(200);
      // The company's offer flow: HR, then the admin, one after the other.
      const [hrName, adminName] = asked.body.data!.approval!.groups.map((group) => group.approvers[0]!.name);

      // HR decides first: the round waits on them, named by its candidate and linking to their page.
      await renderAs('hr.admin@example.com', '/dashboard');
      const link = await screen.findByRole('link', { name: `Offer for ${candidate.name} (${job.name})` });
      expect(link).toHaveAttribute('href', `/candidates/${candidate.id}`);
      expect(
        (await api('POST', `offers/${offerId}/approval`, { decision: 'approved' }, hrToken)).status,
      ).toBe(200);
      document.body.innerHTML = '';

      // The admin is the second group: they approve on the candidate's page.
      await renderAs('admin@example.com', `/candidates/${candidate.id}`);
      const section = await offerSection();
      expect(await within(section).findByText('Waiting for your decision.')).toBeInTheDocument();
      // The round: HR's group approved, the admin's being asked now and waiting on them.
      const round = within(section).getByRole('region', { name: 'Approval' });
      expect(within(round).getByText('groups decide in order', { exact: false })).toBeInTheDocument();
      const first = within(round).getByRole('listitem', { name: 'Group 1' });
      expect(first).toHaveTextContent('Group 1 · 1 of 1 needed · approved');
      expect(within(first).getByText(hrName!)).toBeInTheDocument();
      expect(within(first).getByText('Approved')).toBeInTheDocument();
      const second = within(round).getByRole('listitem', { name: 'Group 2' });
      expect(second).toHaveAttribute('aria-current', 'step');
      expect(second).toHaveTextContent('Group 2 · 1 of 1 needed · being asked now');
      expect(within(second).getByText(adminName!)).toBeInTheDocument();
      expect(within(second).getByText('Waiting')).toBeInTheDocument();

      await userEvent.click(within(section).getByRole('button', { name: 'Approve' }));
      let dialog = await screen.findByRole('dialog', { name: 'Approve the offer' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(
        await within(section).findByText('Approved by every approver: it can be sent.'),
      ).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Approve' })).toBeNull();
      expect(
        within(within(section).getByRole('listitem', { name: 'Group 2' })).getByText('Approved'),
      ).toBeInTheDocument();

      await userEvent.click(within(section).getByRole('button', { name: 'Send offer' }));
      dialog = await screen.findByRole('dialog', { name: `Send the offer to ${candidate.name}` });
      expect(within(dialog).getByText(/offer letter attached as a PDF/)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByLabelText(/^message/i));
      await userEvent.paste('We loved meeting you.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
      expect(await within(section).findByText('Sent')).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Download letter (PDF)' })).toBeInTheDocument();

      await userEvent.click(within(section).getByRole('button', { name: 'Record answer' }));
      dialog = await screen.findByRole('dialog', { name: "Record the candidate's answer" });
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Accepted' }));
      await userEvent.click(within(dialog).getByLabelText(/^note/i));
      await userEvent.paste('Accepted on the phone');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record answer' }));
      expect(await within(section).findByText('Accepted')).toBeInTheDocument();
      expect(within(section).getByText('“Accepted on the phone”')).toBeInTheDocument();

      await userEvent.click(within(section).getByRole('button', { name: 'Mark as hired' }));
      dialog = await screen.findByRole('dialog', { name: `Mark ${candidate.name} as hired` });
      // The offer's opening and start date come first; this is the last opening, so the job closes.
      expect(within(dialog).getByRole('combobox', { name: /opening/i })).toHaveTextContent('Opening 1');
      expect(within(dialog).getByRole('group', { name: /start date/i })).toHaveTextContent(
        `02/02/${nextYear}`,
      );
      expect(within(dialog).getByText(/This fills the job's last opening/)).toBeInTheDocument();
      // The first day moves: the heading then reads the hire's date, not the offer's.
      await typeDate(within(dialog).getByRole('group', { name: /start date/i }), `0903${nextYear}`);
      await chooseOption(within(dialog).getByRole('combobox', { name: /close reason/i }), 'Hire made');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as hired' }));

      expect(
        await screen.findByRole('region', { name: `Hired · starts 09 Mar ${nextYear}` }),
      ).toBeInTheDocument();
      const hired = await offerSection();
      expect(within(hired).queryByRole('button', { name: 'Mark as hired' })).toBeNull();
      expect(within(hired).queryByRole('button', { name: 'Edit' })).toBeNull();
      const closed = (await api<Job>('GET', `jobs/${job.id}`, undefined, token)).body.data!;
      expect(closed.status).toBe('closed');
      expect(closed.closeReason?.name).toBe('Hire made');
    },
    FLOW_TIMEOUT,
  );
});
