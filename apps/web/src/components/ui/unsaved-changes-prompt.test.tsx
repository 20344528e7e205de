import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

function EditJobPage() {
  const [title, setTitle] = useState('');
  const { blocker } = useUnsavedChangesPrompt(title !== '');
  return (
    <>
      <label>
        Job title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <Link to="/jobs">All jobs</Link>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

const renderApp = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/jobs/new', element: <EditJobPage /> },
          { path: '/jobs', element: <h1>Jobs</h1> },
        ],
        { initialEntries: ['/jobs/new'] },
      )}
    />,
  );

const fireBeforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved-changes prompt', () => {
  it('lets a clean form go without asking', async () => {
    renderApp();
    expect(fireBeforeUnload()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'All jobs' }));
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('holds in-app navigation away from a dirty form until the person chooses', async () => {
    renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Job title' }), 'Designer');
    await userEvent.click(screen.getByRole('link', { name: 'All jobs' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Designer');

    await userEvent.click(screen.getByRole('link', { name: 'All jobs' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab while the form is dirty', async () => {
    renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Job title' }), 'D');
    expect(fireBeforeUnload()).toBe(true);
  });
});
