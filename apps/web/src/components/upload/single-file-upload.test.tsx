import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../components/toaster/toaster';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { SingleFileUpload, type SingleFileUploadProps } from './single-file-upload';
import type { UploadFn } from './upload-file';

const sized = (file: File, size: number) => Object.defineProperty(file, 'size', { value: size });
const png = () => new File(['png-bytes'], 'avatar.png', { type: 'image/png' });

function Harness(props: Partial<SingleFileUploadProps> & { onValue?: (url: string | null) => void }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <SingleFileUpload
      label="Avatar"
      {...props}
      value={value}
      onChange={(url) => {
        setValue(url);
        props.onValue?.(url);
      }}
    />
  );
}

const renderUpload = (
  props: Partial<SingleFileUploadProps> & { onValue?: (url: string | null) => void } = {},
) =>
  render(
    <Provider store={makeStore()}>
      <>
        <Harness {...props} />
        <Toaster />
      </>
    </Provider>,
  );

const drop = (files: File[]) =>
  fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files } });

describe('SingleFileUpload', () => {
  it('shows the default supported-format hint and the size limit', () => {
    renderUpload();
    expect(screen.getByText('Supported formats: JPEG, PNG, GIF. Up to 5.0 MB.')).toBeInTheDocument();
    expect(screen.getByLabelText('Avatar')).toHaveAttribute('accept', expect.stringContaining('image/png'));
  });

  it('shows a custom hint', () => {
    renderUpload({ hint: 'PDF', accept: { 'application/pdf': ['.pdf'] } });
    expect(screen.getByText(/Supported formats: PDF\./)).toBeInTheDocument();
  });

  it('lists a file of the wrong type with its error and does not upload it', async () => {
    const upload = vi.fn<UploadFn>();
    renderUpload({ upload });
    drop([new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })]);
    const list = await screen.findByRole('list', { name: 'Rejected files' });
    expect(list).toHaveTextContent('cv.pdf (4 B)');
    expect(list).toHaveTextContent('File type must be JPEG, PNG, GIF');
    expect(upload).not.toHaveBeenCalled();
  });

  it('lists a file over the size limit, and extra files of a multi-file drop', async () => {
    const upload = vi.fn<UploadFn>();
    renderUpload({ upload, maxSize: 1024 });
    drop([sized(png(), 2048), png()]);
    const list = await screen.findByRole('list', { name: 'Rejected files' });
    expect(list).toHaveTextContent('File is larger than 1.0 KB');
    expect(list).toHaveTextContent('Only one file can be uploaded');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads an accepted file, stores its URL and shows the server message', async () => {
    const onValue = vi.fn();
    const upload = vi.fn<UploadFn>(async (file, options) => {
      options?.onProgress?.(50);
      return {
        message: 'Stored!',
        data: { url: '/files/a.png', id: '1', name: file.name, size: file.size, mimeType: file.type },
      };
    });
    renderUpload({ upload, onValue });
    await userEvent.upload(screen.getByLabelText('Avatar'), png());
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('/files/a.png'));
    expect(await screen.findByText('Stored!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    const upload = vi.fn<UploadFn>(async () => ({
      message: '',
      data: { url: '/files/b.png', id: '2', name: 'b.png', size: 9, mimeType: 'image/png' },
    }));
    renderUpload({ upload });
    await userEvent.upload(screen.getByLabelText('Avatar'), png());
    expect(await screen.findByText('File uploaded successfully!')).toBeInTheDocument();
  });

  it('clears the input and the field when the upload fails', async () => {
    const onValue = vi.fn();
    const upload = vi.fn<UploadFn>(async () => {
      throw { status: 413, data: { message: 'File is too large', code: 'FILE_TOO_LARGE' } };
    });
    renderUpload({ upload, onValue, value: '/files/old.png' });
    const input = screen.getByLabelText<HTMLInputElement>('Avatar');
    await userEvent.upload(input, png());
    expect(await screen.findByText('File is too large')).toBeInTheDocument();
    expect(onValue).toHaveBeenCalledWith(null);
    expect(input.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('uses the fallback error text when the server sends none', async () => {
    const upload = vi.fn<UploadFn>(async () => {
      throw { status: 'FETCH_ERROR' };
    });
    renderUpload({ upload });
    await userEvent.upload(screen.getByLabelText('Avatar'), png());
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });
});
