import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import type { CandidateFormValues } from '@atrium/shared/schemas/recruiting/candidates';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { CONTACT_TYPE_LABELS } from '../utils/candidate-labels';

export type TypedListName =
  'emailAddresses' | 'phoneNumbers' | 'addresses' | 'websiteAddresses' | 'socialMediaAddresses';

export interface TypedListFieldsProps {
  control: Control<CandidateFormValues>;
  name: TypedListName;
  /** The group's heading, e.g. "Phone numbers". */
  legend: string;
  /** One entry's field label, e.g. "Phone"; numbered when there are several. */
  itemLabel: string;
  /** The entry's kinds (mobile, work…); social links have none. */
  types?: readonly (keyof typeof CONTACT_TYPE_LABELS)[];
  inputType?: 'email' | 'tel' | 'url' | 'text';
}

/** One of the candidate's contact lists: add, edit and remove entries, each with its kind. */
export function TypedListFields({
  control,
  name,
  legend,
  itemLabel,
  types,
  inputType = 'text',
}: TypedListFieldsProps) {
  const list = useFieldArray({ control, name: name as 'emailAddresses' });
  const { errors } = useFormState({ control, name });
  const listError = errors[name]?.root?.message ?? errors[name]?.message;
  const typeOptions = (types ?? []).map((type) => ({ value: type, label: CONTACT_TYPE_LABELS[type] }));
  const labelOf = (index: number) => (list.fields.length > 1 ? `${itemLabel} ${index + 1}` : itemLabel);

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      {list.fields.map((entry, index) => (
        <Stack key={entry.id} direction="row" spacing={1} alignItems="flex-start">
          {/* On a phone the kind goes under the value, so neither is squeezed. */}
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <FormTextField<CandidateFormValues>
              control={control}
              name={`${name}.${index}.value` as 'emailAddresses.0.value'}
              label={labelOf(index)}
              type={inputType}
              required
            />
            {types && (
              <Box sx={{ width: { xxs: '100%', sm: 180 }, flexShrink: 0 }}>
                <FormSelectField<CandidateFormValues>
                  control={control}
                  name={`${name}.${index}.type` as 'emailAddresses.0.type'}
                  label={`${labelOf(index)} type`}
                  options={typeOptions}
                />
              </Box>
            )}
          </Stack>
          <Tooltip title="Remove">
            <IconButton
              aria-label={`Remove ${labelOf(index)}`}
              onClick={() => list.remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => list.append({ value: '', ...(types ? { type: types[0] } : {}) } as never)}
        >
          Add {itemLabel.toLowerCase()}
        </Button>
      </div>
    </Stack>
  );
}
