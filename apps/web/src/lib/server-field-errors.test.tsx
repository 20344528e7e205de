import { render, screen } from '@testing-library/react';
import { Toaster } from '../components/toaster/toaster';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldsNamed, showServerErrors } from './server-field-errors';

const failure = (errors: Array<{ path: string; message: string }>) => ({
  status: 400,
  data: { message: 'Check the highlighted fields', errors },
});

interface Values {
  name: string;
  city: string;
}

function Form({ error }: { error: unknown }) {
  const { register, setError, formState } = useForm<Values>();
  useEffect(
    () => showServerErrors(error, setError, fieldsNamed<Values>(['name', 'city'])),
    [error, setError],
  );
  return (
    <>
      <input aria-label="Name" {...register('name')} />
      <p>{formState.errors.name?.message}</p>
      <p>{formState.errors.city?.message}</p>
    </>
  );
}

describe('showServerErrors', () => {
  it('puts field errors on the fields the form has, without a toast', async () => {
    render(
      <>
        <Form
          error={failure([
            { path: 'name', message: 'Name is taken' },
            { path: 'other', message: 'x' },
          ])}
        />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(screen.queryByText('Check the highlighted fields')).not.toBeInTheDocument();
  });

  it('toasts the server message when no error belongs to a field', async () => {
    render(
      <>
        <Form error={failure([{ path: 'rows.1.email', message: 'Bad' }])} />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
  });
});
