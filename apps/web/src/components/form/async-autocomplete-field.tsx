import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Typing is debounced 500 ms by default in form fields (spec section 7). */
export const ASYNC_FIELD_DEBOUNCE_MS = 500;

/** Spec section 3: async option items carry an _id and are labelled by teamName or fullName. */
export interface AsyncOptionItem {
  _id: string;
  teamName?: string | null;
  fullName?: string | null;
  label?: string | null;
}

export const asyncOptionLabel = (option: unknown): string => {
  const item = (option ?? {}) as Partial<AsyncOptionItem>;
  return item.teamName || item.fullName || item.label || '';
};
const asyncOptionKey = (option: unknown): string => String((option as Partial<AsyncOptionItem>)?._id ?? '');

/** The query a search sends: the typed text under the search key, plus the extra parameters. */
export type AsyncSearchParams = Record<string, string | number | boolean>;
export const buildSearchParams = (
  search: string,
  searchKey: string,
  extraParams: AsyncSearchParams = {},
): AsyncSearchParams => ({ ...extraParams, [searchKey]: search });

interface CommonProps<T extends FieldValues, O> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  placeholder?: string;
  helperText?: ReactNode;
  /** Defaults to teamName, else fullName (spec section 3). */
  getOptionLabel?: (option: O) => string;
  /** Defaults to _id. */
  getOptionKey?: (option: O) => string;
  renderOption?: (option: O) => ReactNode;
  /** Called with the picked option, after the form value changes. */
  onPick?: (option: O | null) => void;
  debounceMs?: number;
  noOptionsText?: string;
  loadErrorText?: string;
}

/**
 * Options come either from `fetchOptions(search)`, or from `fetchByParams(params)`, which gets the
 * ready-made list query: the typed text under `searchKey` plus `extraParams`.
 */
export type FormAsyncAutocompleteFieldProps<T extends FieldValues, O> = CommonProps<T, O> &
  (
    | {
        fetchOptions: (search: string) => Promise<O[]>;
        fetchByParams?: never;
        searchKey?: never;
        extraParams?: never;
      }
    | {
        fetchByParams: (params: AsyncSearchParams) => Promise<O[]>;
        fetchOptions?: never;
        /** The query parameter that carries the typed text; 'search' by default. */
        searchKey?: string;
        /** Sent with every search, e.g. { departmentId }; read when a search starts. */
        extraParams?: AsyncSearchParams;
      }
  );

/**
 * An autocomplete whose options come from the server. Opening the list fetches with no text, typing
 * fetches after a pause, and only the newest answer is shown, so a slow early answer never replaces a
 * later one. The form value is the whole option object.
 */
export function FormAsyncAutocompleteField<T extends FieldValues, O>({
  name,
  control,
  label,
  required,
  placeholder,
  helperText,
  fetchOptions,
  fetchByParams,
  searchKey = 'search',
  extraParams,
  getOptionLabel = asyncOptionLabel,
  getOptionKey = asyncOptionKey,
  renderOption,
  onPick,
  debounceMs = ASYNC_FIELD_DEBOUNCE_MS,
  noOptionsText = 'No option',
  loadErrorText = 'Could not load the list. Please try again.',
}: FormAsyncAutocompleteFieldProps<T, O>) {
  const { field, fieldState } = useController({ name, control });
  const value = (field.value ?? null) as O | null;
  const [options, setOptions] = useState<O[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [hasLoadError, setHasLoadError] = useState(false);
  const latestRequest = useRef(0);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Read at call time: callers usually pass a fresh object each render, which must not re-create load.
  const extraParamsRef = useRef(extraParams);
  useEffect(() => {
    extraParamsRef.current = extraParams;
  }, [extraParams]);

  const load = useCallback(
    (search: string) => {
      const request = ++latestRequest.current;
      setIsLoading(true);
      const answer = fetchByParams
        ? fetchByParams(buildSearchParams(search, searchKey, extraParamsRef.current))
        : fetchOptions!(search);
      answer
        .then((items) => {
          if (request !== latestRequest.current) return;
          setOptions(items);
          setHasLoadError(false);
        })
        .catch(() => {
          if (request !== latestRequest.current) return;
          setOptions([]);
          setHasLoadError(true);
        })
        .finally(() => {
          if (request === latestRequest.current) setIsLoading(false);
        });
    },
    [fetchOptions, fetchByParams, searchKey],
  );

  useEffect(() => () => clearTimeout(debounceTimer.current), []);

  const sameOption = (a: O, b: O) => getOptionKey(a) === getOptionKey(b);
  // Keep the chosen option among the options, so a search that misses it doesn't blank the field.
  const shownOptions =
    value && !options.some((option) => sameOption(option, value)) ? [value, ...options] : options;

  return (
    <Autocomplete<O, false, false, false>
      options={shownOptions}
      value={value}
      onChange={(_, picked) => {
        field.onChange(picked);
        onPick?.(picked);
      }}
      onBlur={field.onBlur}
      onOpen={() => load('')}
      onClose={() => clearTimeout(debounceTimer.current)}
      onInputChange={(_, text, reason) => {
        if (reason !== 'input') return;
        clearTimeout(debounceTimer.current);
        setIsLoading(true);
        debounceTimer.current = setTimeout(() => load(text.trim()), debounceMs);
      }}
      // The server filters; the list shows its answer as is.
      filterOptions={(items) => items}
      getOptionLabel={getOptionLabel}
      getOptionKey={getOptionKey}
      isOptionEqualToValue={sameOption}
      loading={isLoading}
      loadingText="Loading…"
      noOptionsText={hasLoadError ? loadErrorText : noOptionsText}
      renderOption={
        renderOption
          ? (props, option) => {
              const { key, ...rest } = props;
              return (
                <li key={key} {...rest}>
                  {renderOption(option)}
                </li>
              );
            }
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={placeholder}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {isLoading && <CircularProgress color="inherit" size={18} aria-label="Loading options" />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
