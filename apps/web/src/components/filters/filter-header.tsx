import { useCallback, useId, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Collapse, Stack } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { countActiveFilters, defaultFilterValues } from './filter-defaults';
import { FilterField } from './filter-field';
import type { FilterField as FilterFieldConfig, FilterValue, FilterValues } from './filter-types';
import { SearchFilter, SEARCH_DEBOUNCE_MS } from './fields/search-filter';

export interface FilterHeaderProps {
  fields: readonly FilterFieldConfig[];
  values: FilterValues;
  /** Every change but the search reports at once (spec section 9). */
  onValuesChange: (values: FilterValues) => void;
  /** The always-visible search box; it reports after a pause in typing. */
  search?: { value: string; onChange: (value: string) => void; placeholder?: string; debounceMs?: number };
  /** Clear Filters: the parent gets every filter at its default and should also empty the search. */
  onClear: (defaults: FilterValues) => void;
  /** Buttons on the right of the bar (column visibility, export...). */
  actions?: ReactNode;
  defaultOpen?: boolean;
}

/** The bar above a table: search, the filters toggle, and the panel of filters it opens. */
export function FilterHeader({
  fields,
  values,
  onValuesChange,
  search,
  onClear,
  actions,
  defaultOpen = false,
}: FilterHeaderProps) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const activeCount = countActiveFilters(fields, values);
  const isSearching = Boolean(search?.value);

  const changeOne = useCallback(
    (name: string, value: FilterValue) => onValuesChange({ ...values, [name]: value }),
    [values, onValuesChange],
  );

  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ p: 2 }}>
        {search && (
          <SearchFilter
            label="Search"
            placeholder={search.placeholder}
            debounceMs={search.debounceMs ?? SEARCH_DEBOUNCE_MS}
            value={search.value}
            onChange={search.onChange}
          />
        )}
        {fields.length > 0 && (
          <Button
            variant={isOpen ? 'contained' : 'outlined'}
            color="inherit"
            startIcon={
              <Badge badgeContent={activeCount} color="primary">
                <FilterListIcon />
              </Badge>
            }
            aria-expanded={isOpen}
            aria-controls={panelId}
            aria-label={`${isOpen ? 'Hide Filters' : 'Filters'}${activeCount ? `, ${activeCount} active` : ''}`}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? 'Hide Filters' : 'Filters'}
          </Button>
        )}
        {(fields.length > 0 || search) && (
          <Button
            variant="text"
            disabled={activeCount === 0 && !isSearching}
            onClick={() => onClear(defaultFilterValues(fields))}
          >
            Clear Filters
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {actions}
      </Stack>
      <Collapse in={isOpen} unmountOnExit>
        <Stack
          id={panelId}
          role="region"
          aria-label="Filters"
          direction="row"
          spacing={2}
          flexWrap="wrap"
          useFlexGap
          alignItems="center"
          sx={{ px: 2, pb: 2 }}
        >
          {fields.map((field) => (
            <FilterField
              key={field.name}
              field={field}
              value={values[field.name]}
              values={values}
              onChange={changeOne}
            />
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
