import { useDeferredValue, useMemo, useState } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { permissionLabel, type PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { AccordionList } from '../../../../components/ui/accordion-list';
import { EmptyState } from '../../../../components/ui/empty-state';
import {
  idsOfArea,
  idsOfModule,
  permissionTree,
  selectionState,
  toggleGroup,
  toggleOne,
  type PickerArea,
  type PickerModule,
} from '../utils/permission-tree';

export interface PermissionPickerProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The form's error for the permissions field. */
  error?: string;
  disabled?: boolean;
}

interface GroupCheckboxProps {
  label: string;
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: () => void;
  disabled?: boolean;
}

/** Select-all for a group: checked when all are chosen, indeterminate when some are. */
function GroupCheckbox({ label, ids, selected, onToggle, disabled }: GroupCheckboxProps) {
  const state = selectionState(ids, selected);
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={<Checkbox checked={state === 'all'} indeterminate={state === 'some'} onChange={onToggle} />}
      slotProps={{ typography: { fontWeight: 600 } }}
    />
  );
}

function AreaSection({
  area,
  selected,
  value,
  onChange,
  disabled,
}: {
  area: PickerArea;
  selected: ReadonlySet<string>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const ids = idsOfArea(area);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary">
        {area.label}
      </Typography>
      <GroupCheckbox
        label={`Select all in ${area.label}`}
        ids={ids}
        selected={selected}
        disabled={disabled}
        onToggle={() => onChange(toggleGroup(ids, value))}
      />
      <FormGroup sx={{ pl: 4, display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {area.permissions.map((permission) => (
          <FormControlLabel
            key={permission.id}
            label={permissionLabel(permission.id as PermissionId)}
            disabled={disabled}
            control={
              <Checkbox
                checked={selected.has(permission.id)}
                onChange={() => onChange(toggleOne(permission.id, value))}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

function ModuleContent({
  module,
  selected,
  value,
  onChange,
  disabled,
}: {
  module: PickerModule;
  selected: ReadonlySet<string>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const ids = idsOfModule(module);
  return (
    <Stack>
      <GroupCheckbox
        label={`Select all in ${module.label}`}
        ids={ids}
        selected={selected}
        disabled={disabled}
        onToggle={() => onChange(toggleGroup(ids, value))}
      />
      {module.areas.map((area) => (
        <AreaSection
          key={area.id}
          area={area}
          selected={selected}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

/**
 * Chooses a role's permissions: one section per module, its areas inside, each with select-all.
 * While searching, select-all applies to the permissions shown.
 */
export function PermissionPicker({ value, onChange, error, disabled }: PermissionPickerProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const modules = useMemo(() => permissionTree(deferredSearch), [deferredSearch]);
  const total = useMemo(() => permissionTree().flatMap(idsOfModule).length, []);
  const selected = useMemo(() => new Set(value), [value]);
  const isSearching = deferredSearch.trim() !== '';

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          label="Search permissions"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography role="status" variant="body2" color={error ? 'error' : 'text.secondary'}>
          {value.length} of {total} selected
        </Typography>
      </Stack>
      {error && (
        <Typography variant="body2" color="error">
          {error}
        </Typography>
      )}
      {modules.length === 0 ? (
        <EmptyState isCompact title="No permissions match" description="Try another word." />
      ) : (
        <AccordionList
          // While searching every matching module opens; a new set of matches opens afresh.
          key={isSearching ? modules.map((module) => module.product).join() : 'browse'}
          defaultExpanded={isSearching ? modules.map((module) => `permissions-${module.product}`) : []}
          items={modules.map((module) => {
            const ids = idsOfModule(module);
            const count = ids.filter((id) => selected.has(id)).length;
            return {
              id: `permissions-${module.product}`,
              title: module.label,
              summary: `${count} of ${ids.length} selected`,
              content: (
                <ModuleContent
                  module={module}
                  selected={selected}
                  value={value}
                  onChange={onChange}
                  disabled={disabled}
                />
              ),
            };
          })}
        />
      )}
    </Stack>
  );
}
