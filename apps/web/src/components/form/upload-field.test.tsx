import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { Toaster } from '../../components/toaster/toaster';
import { useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeStore } from '../../app/store';
import type { UploadFn } from '../upload/upload-file';
import { FormUploadField } from './upload-field';

const schema = z.object({ logoUrl: z.string({ message: 'Please upload a logo' }) });

function Harness({ upload }: { upload: UploadFn }) {
  const form = useForm<{ logoUrl: string | null }>({
    defaultValues: { logoUrl: null },
    resolver: zodResolver(schema) as never,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormUploadField control={form.control} name="logoUrl" label="Company logo" required upload={upload} />
      <output>value:{form.watch('logoUrl')}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormUploadField', () => {
  it('shows the asterisk and the error, then stores the URL and toasts the spec text', async () => {
    const upload = vi.fn<UploadFn>(async (file) => ({
      message: '',
      data: { url: '/files/logo.png', id: '1', name: file.name, size: file.size, mimeType: file.type },
    }));
    render(
      <Provider store={makeStore()}>
        <>
          <Harness upload={upload} />
          <Toaster />
        </>
      </Provider>,
    );
    expect(screen.getByText(/Company logo/, { selector: 'label' })).toHaveTextContent('Company logo *');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please upload a logo')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText(/Company logo/),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('File uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('value:/files/logo.png'));
    expect(screen.queryByText('Please upload a logo')).not.toBeInTheDocument();
  });
});
