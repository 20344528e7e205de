import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignatureTemplate } from '@atrium/shared/schemas/onboarding/e-signature';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs, unique } from '../../onboarding-test-kit';
import ESignatureSettingsPage from './e-signature-settings-page';
import SignatureTemplateEditorPage from './signature-template-editor-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/onboarding/settings/e-signature', element: <ESignatureSettingsPage /> },
  { path: '/onboarding/settings/e-signature/:id', element: <SignatureTemplateEditorPage /> },
];

async function twoPagePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  pdf.addPage([595, 842]);
  return new File([new Uint8Array(await pdf.save())], 'nda.pdf', { type: 'application/pdf' });
}

describe('Settings → e-signature', () => {
  it('lists the templates with their pages, fields, counter-signer and criteria', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/settings/e-signature');
    const list = await screen.findByRole('list', { name: 'Signature templates' });
    const contract = within(list).getByRole('link', { name: 'Employment contract' }).closest('li')!;
    expect(contract).toHaveTextContent('2 pages · 7 fields · Counter-signed by the manager');
    expect(contract).toHaveTextContent('For: Every new hire');
  });

  it('uploads a PDF as a template, opens the editor, places a field by keyboard and saves it', async () => {
    const { token } = await renderAs('admin@example.com', routes, '/onboarding/settings/e-signature');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a template' });
    // Without a name or a file, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload and place fields' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    const name = unique('NDA');
    await userEvent.type(within(dialog).getByLabelText(/Template name/), name);
    await userEvent.upload(within(dialog).getByLabelText(/PDF document/), await twoPagePdf());
    await waitFor(() => expect(within(dialog).getByText('nda.pdf')).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload and place fields' }));

    // The editor: two blank pages of the document's shape (jsdom draws no PDF), and the palette.
    expect(await screen.findByRole('heading', { name, level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Page 2' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Field types' })).getByRole('button', { name: 'Signature' }),
    );
    const field = screen.getByRole('button', { name: 'Signature, New hire' });
    expect(field).toHaveAttribute('aria-pressed', 'true');
    // Shift and an arrow move it a large step right (0.35 → 0.37 of the page's width).
    field.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await userEvent.clear(screen.getByLabelText('Label'));
    await userEvent.type(screen.getByLabelText('Label'), 'Your signature');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));

    await waitFor(async () => {
      const templates = (
        await api<SignatureTemplate[]>('GET', 'onboarding/e-signature/templates', undefined, token)
      ).body.data!;
      const saved = templates.find((template) => template.name === name)!;
      expect(saved.pages).toHaveLength(2);
      expect(saved.fields).toEqual([
        expect.objectContaining({
          type: 'signature',
          signer: 'new_hire',
          page: 0,
          label: 'Your signature',
          required: true,
        }),
      ]);
      expect(saved.fields[0]!.x).toBeCloseTo(0.37, 2);
    });
  });
});
