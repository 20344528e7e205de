import { useEffect, useRef, useState, type UIEvent } from 'react';
import { Autocomplete, Checkbox, CircularProgress, TextField } from '@mui/material';
import type { AsyncFilterOption, AsyncOptionsFetcher } from '../filter-types';
import { renderOneTag } from './one-tag-value';
import { useAsyncOptions } from './use-async-options';

/** Spec: async multiselect filters wait 600 ms after the last key. */
export const ASYNC_MULTISELECT_DEBOUNCE_MS = 600;

/** Spec section 3: labelled by teamName, else fullName. */
export const asyncFilterOptionLabel = (option: AsyncFilterOption): string =>
  option.teamName || option.fullName || option.label || '';

// Start the next page a little before the very bottom, so scrolling does not stall.
const NEAR_BOTTOM_PX = 24;

export interface AsyncMultiselectFilterProps {
  label: string;
  value: AsyncFilterOption[];
  onChange: (value: AsyncFilterOption[]) => void;
  fetchOptions: AsyncOptionsFetcher;
  debounceMs?: number;
}

/**
 * Options come from the server: opening fetches with no text, typing fetches after a pause, and
 * scrolling to the bottom of the list fetches the next page (offset +10).
 */
export function AsyncMultiselectFilter({
  label,
  value,
  onChange,
  fetchOptions,
  debounceMs = ASYNC_MULTISELECT_DEBOUNCE_MS,
}: AsyncMultiselectFilterProps) {
  const { options, isLoading, hasError, search, loadMore } = useAsyncOptions(fetchOptions);
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_BOTTOM_PX) loadMore();
  };

  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      options={options}
      value={value}
      onChange={(_, picked) => onChange(picked)}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        setText(next);
        if (reason !== 'input') return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(next.trim()), debounceMs);
      }}
      onOpen={() => {
        clearTimeout(timer.current);
        search('');
      }}
      onClose={() => {
        clearTimeout(timer.current);
        setText('');
      }}
      // The server already filtered by the text.
      filterOptions={(shown) => shown}
      getOptionLabel={asyncFilterOptionLabel}
      getOptionKey={(option) => option._id}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0 }} tabIndex={-1} />
          {asyncFilterOptionLabel(option)}
        </li>
      )}
      renderValue={(chosen, getItemProps) => renderOneTag(chosen, getItemProps, asyncFilterOptionLabel)}
      loading={isLoading && options.length === 0}
      loadingText="Loading…"
      noOptionsText={hasError ? 'Could not load the list. Please try again.' : 'No option'}
      slotProps={{ listbox: { sx: { maxHeight: 300 }, onScroll: onListScroll } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? '' : 'All'}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {isLoading ? <CircularProgress color="inherit" size={16} aria-label="Loading" /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
      sx={{ minWidth: 240 }}
    />
  );
}
