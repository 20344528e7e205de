import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAsyncAutocompleteField } from './async-autocomplete-field';

interface Team {
  id: string;
  name: string;
}
type Fetch = (search: string) => Promise<Team[]>;

function Harness({ fetchOptions }: { fetchOptions: Fetch }) {
  const form = useForm<{ team: Team | null }>({ defaultValues: { team: null } });
  return (
    <>
      <FormAsyncAutocompleteField<{ team: Team | null }, Team>
        control={form.control}
        name="team"
        label="Team"
        fetchOptions={fetchOptions}
        getOptionLabel={(team) => team.name}
        getOptionKey={(team) => team.id}
      />
      <output>picked:{form.watch('team')?.id ?? ''}</output>
    </>
  );
}

const team = (id: string) => ({ id, name: `Team ${id}` });
const setup = (fetchOptions: Fetch) => {
  render(<Harness fetchOptions={fetchOptions} />);
  return userEvent.setup();
};
const input = () => screen.getByRole('combobox', { name: 'Team' });

describe('FormAsyncAutocompleteField', () => {
  it('fetches with no text on opening and keeps the whole picked option as the value', async () => {
    const fetchOptions = vi.fn<Fetch>(async () => [team('a'), team('b')]);
    const user = setup(fetchOptions);
    await user.click(input());
    expect(fetchOptions).toHaveBeenCalledWith('');
    await user.click(await screen.findByRole('option', { name: 'Team b' }));
    expect(screen.getByRole('status')).toHaveTextContent('picked:b');
  });

  it('waits for a pause in typing, then asks once for the whole text', async () => {
    const fetchOptions = vi.fn<Fetch>(async (search) => (search ? [team(search)] : []));
    const user = setup(fetchOptions);
    await user.click(input());
    await user.type(input(), 'red', { skipClick: true });
    expect(fetchOptions.mock.calls.map(([search]) => search)).toEqual(['']);
    expect(await screen.findByRole('option', { name: 'Team red' }, { timeout: 2000 })).toBeInTheDocument();
    expect(fetchOptions.mock.calls.map(([search]) => search)).toEqual(['', 'red']);
  });

  it('shows only the newest answer when an older one arrives late', async () => {
    let answerOpen: (teams: Team[]) => void = () => undefined;
    const fetchOptions = vi.fn<Fetch>((search) =>
      search ? Promise.resolve([team('new')]) : new Promise((resolve) => (answerOpen = resolve)),
    );
    const user = setup(fetchOptions);
    await user.click(input());
    await user.type(input(), 'n', { skipClick: true });
    expect(await screen.findByRole('option', { name: 'Team new' }, { timeout: 2000 })).toBeInTheDocument();
    answerOpen([team('old')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('option', { name: 'Team old' })).not.toBeInTheDocument();
  });

  it("says 'No option' when nothing matches, and says so when the list could not load", async () => {
    const fetchOptions = vi.fn<Fetch>(async (search) => {
      if (search === 'x') throw new Error('down');
      return [];
    });
    const user = setup(fetchOptions);
    await user.click(input());
    expect(await screen.findByText('No option')).toBeInTheDocument();
    await user.type(input(), 'x', { skipClick: true });
    expect(
      await screen.findByText('Could not load the list. Please try again.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });
});

describe('FormAsyncAutocompleteField with spec option items', () => {
  interface Member {
    _id: string;
    teamName?: string;
    fullName?: string;
  }
  type MemberFetch = (params: Record<string, unknown>) => Promise<Member[]>;

  function MemberHarness({ fetchOptions, debounceMs }: { fetchOptions: MemberFetch; debounceMs?: number }) {
    const form = useForm<{ owner: Member | null }>({ defaultValues: { owner: null } });
    return (
      <FormAsyncAutocompleteField<{ owner: Member | null }, Member>
        control={form.control}
        name="owner"
        label="Owner"
        required
        fetchByParams={fetchOptions}
        searchKey="name"
        extraParams={{ departmentId: 'd1' }}
        debounceMs={debounceMs}
      />
    );
  }

  afterEach(() => vi.useRealTimers());

  it('labels options by teamName, else fullName, and shows the required asterisk', async () => {
    const fetchOptions = vi.fn<MemberFetch>(async () => [
      { _id: '1', teamName: 'Platform team' },
      { _id: '2', fullName: 'Ada Lovelace' },
    ]);
    render(<MemberHarness fetchOptions={fetchOptions} />);
    const owner = screen.getByRole('combobox', { name: /owner/i });
    expect(owner).toBeRequired();
    expect(screen.getByText(/Owner/, { selector: 'label' })).toHaveTextContent('*');
    await userEvent.click(owner);
    expect(await screen.findByRole('option', { name: 'Platform team' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('waits 500 ms after the last key by default, then sends the text under the search key with the extra parameters', async () => {
    vi.useFakeTimers();
    const fetchOptions = vi.fn<MemberFetch>(async () => []);
    render(<MemberHarness fetchOptions={fetchOptions} />);
    const owner = screen.getByRole('combobox', { name: /owner/i });
    // fireEvent, not user-event: user-event's own waits never end under fake timers.
    fireEvent.keyDown(owner, { key: 'ArrowDown' });
    expect(fetchOptions).toHaveBeenLastCalledWith({ name: '', departmentId: 'd1' });
    fetchOptions.mockClear();
    fireEvent.change(owner, { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(owner, { target: { value: 'ad' } });
    act(() => vi.advanceTimersByTime(499));
    expect(fetchOptions).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fetchOptions).toHaveBeenCalledTimes(1);
    expect(fetchOptions).toHaveBeenCalledWith({ name: 'ad', departmentId: 'd1' });
  });
});
