import { useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';

/** Spec section 9: the table search waits 1000 ms after the last key by default. */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface SearchFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  debounceMs?: number;
}

/** A search box that reports its text once typing pauses; Enter and the clear button report at once. */
export function SearchFilter({
  label,
  value,
  onChange,
  placeholder = 'Search',
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchFilterProps) {
  const [text, setText] = useState(value);
  const [reported, setReported] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The parent changed the value (Clear Filters): show it, and forget any text still waiting.
  if (value !== reported) {
    setReported(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), [value]);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next !== value) onChange(next);
  };

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => report(next.trim()), debounceMs);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') report(text.trim());
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={`Clear ${label.toLowerCase()}`}
                onClick={() => {
                  setText('');
                  report('');
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ minWidth: 220, '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
