import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import {
  addCandidateByApi,
  adminToken,
  candidateById,
  jobFor,
  renderCandidatePages,
} from './candidates-test-kit';

beforeAll(() => connectRealApi());

/** A one-page PDF résumé with these lines, as a word processor would export it. */
async function pdfResume(lines: string[]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  return new File([new Uint8Array(await pdf.save())], 'jordan-rivers-cv.pdf', { type: 'application/pdf' });
}

const form = () => screen.getByRole('form', { name: 'Add candidate' });
const field = (label: RegExp) => within(form()).getByLabelText(label);

describe('AddCandidatePage', () => {
  it('reads the résumé into the empty email and phone, and adds the candidate to a job', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'adding');
    const stamp = Date.now();
    // Letters only: the server's reader takes the first long run of digits for the phone number.
    const email = `jordan.${String(stamp).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}@resume.example.com`;
    const { router } = await renderCandidatePages('/candidates');
    await userEvent.click(await screen.findByRole('link', { name: 'Add candidate' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add candidate' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Add candidate | Atrium'));

    const resume = await pdfResume([
      'Jordan Rivers',
      'Data analyst',
      `Email: ${email}`,
      'Phone: +44 7700 900321',
    ]);
    await userEvent.upload(within(form()).getByLabelText('Résumé'), resume);
    expect(
      await screen.findByText('Filled from the résumé: email and phone.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(field(/^email\s*\*?$/i)).toHaveValue(email);
    expect(field(/^phone\s*\*?$/i)).toHaveValue('+44 7700 900321');

    await userEvent.type(field(/^first name/i), `Jordan${stamp}`);
    await userEvent.type(field(/^last name/i), 'Rivers');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save candidate' }));
    expect(await within(form()).findByText('Choose at least one job, or add a prospect')).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('combobox', { name: /^jobs/i }));
    await userEvent.click(await screen.findByRole('option', { name: job.name }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save candidate' }));

    const name = `Jordan${stamp} Rivers`;
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })).toBeInTheDocument();
    const id = router.state.location.pathname.split('/').at(-1)!;
    const saved = await candidateById(token, id);
    expect(saved.emailAddresses).toEqual([{ value: email, type: 'personal' }]);
    expect(
      saved.applications.map((item) => [item.job?.id, item.stage?.id, item.source, item.resume?.name]),
    ).toEqual([[job.id, job.stages[0]!.id, 'Added by hand', 'jordan-rivers-cv.pdf']]);
  });

  it('warns of possible duplicates before saving, shows a taken email under its field, and saves a prospect anyway', async () => {
    const token = await adminToken();
    const existing = await addCandidateByApi(token, { lastName: 'Existing', phone: '+44 7700 900888' });
    const { router } = await renderCandidatePages('/add-candidate');
    await screen.findByRole('heading', { level: 1, name: 'Add candidate' });
    const [firstName] = existing.name.split(' ');

    await userEvent.type(field(/^first name/i), firstName!);
    await userEvent.type(field(/^last name/i), 'Existing');
    await userEvent.type(field(/^email\s*\*?$/i), existing.email);
    await userEvent.click(within(form()).getByRole('radio', { name: 'Prospect (no job)' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save candidate' }));

    const notice = await screen.findByText('This may be someone you already have. Save anyway?');
    const matches = within(notice.closest('[role="alert"]') as HTMLElement).getByRole('list', {
      name: 'Possible duplicates',
    });
    expect(within(matches).getByRole('link', { name: existing.name })).toHaveAttribute(
      'href',
      `/candidates/${existing.id}`,
    );
    expect(matches).toHaveTextContent('same email');

    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(
      await within(form()).findByText('A candidate with this email address already exists'),
    ).toBeInTheDocument();
    expect(field(/^first name/i)).toHaveValue(firstName);
    expect(router.state.location.pathname).toBe('/add-candidate');

    // Another address, the same name and phone: still possibly the same person.
    const email = `second.${existing.stamp}@candidates.example.com`;
    await userEvent.clear(field(/^email\s*\*?$/i));
    await userEvent.type(field(/^email\s*\*?$/i), email);
    await userEvent.click(within(form()).getByRole('button', { name: 'Add phone' }));
    await userEvent.type(field(/^phone\s*\*?$/i), '+44 7700 900888');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save candidate' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Possible duplicates' })).toHaveTextContent(
        'same name and phone',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));

    expect(await screen.findByRole('heading', { level: 1, name: existing.name })).toBeInTheDocument();
    const id = router.state.location.pathname.split('/').at(-1)!;
    expect(id).not.toBe(existing.id);
    expect((await candidateById(token, id)).applications).toEqual([]);
    // The new profile is flagged as the same person as the existing one.
    expect(await screen.findByText(new RegExp(`Possible duplicate: ${existing.name}`))).toBeInTheDocument();
  });
});
