import { useState } from 'react';
import { Autocomplete, Box, Chip, Grid, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { checkCustomFieldValue, type CustomField } from '@atrium/shared/schemas/recruiting/custom-fields';
import { FormDateField } from '../../../../components/form/date-field';
import { PersonPicker } from './person-picker';

const CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'INR'];

function PersonValue({
  value,
  onChange,
  label,
  error,
}: {
  value: unknown;
  onChange: (id: string | null) => void;
  label: string;
  error?: string;
}) {
  const [name, setName] = useState<string | null>(null);
  return (
    <Box>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      {typeof value === 'string' && value ? (
        <Chip label={name ?? 'Selected person'} onDelete={() => onChange(null)} sx={{ my: 1 }} />
      ) : (
        <PersonPicker
          label={`Pick ${label.toLowerCase()}`}
          exclude={[]}
          onPick={(person) => {
            setName(person.name);
            onChange(person.id);
          }}
        />
      )}
      {error && (
        <Typography variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The company's own fields (of a job, a candidate, an application, or a referral's questions), each
 * with the input its type needs and the shared checks, at customFields.<field id>.
 */
export function CustomFieldInputs<T extends FieldValues>({
  fields,
  control,
  title = 'Custom fields',
}: {
  fields: CustomField[];
  control: Control<T>;
  title?: string;
}) {
  if (fields.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {fields.map((field) => {
          const name = `customFields.${field.id}` as FieldPath<T>;
          const label = `${field.name}${field.required ? ' *' : ''}`;
          const rules = {
            validate: (value: unknown) => {
              const checked = checkCustomFieldValue(field, value);
              return checked.ok || checked.message;
            },
          };
          return (
            <Grid key={field.id} size={{ xxs: 12, md: 6 }}>
              {field.type === 'date' ? (
                <FormDateField<T>
                  control={control}
                  name={name}
                  label={field.name}
                  required={field.required}
                />
              ) : (
                <Controller
                  control={control}
                  name={name}
                  rules={rules}
                  render={({ field: input, fieldState }) => {
                    const error = fieldState.error?.message;
                    switch (field.type) {
                      case 'text':
                        return (
                          <TextField
                            fullWidth
                            label={label}
                            value={input.value ?? ''}
                            onChange={(event) => input.onChange(event.target.value)}
                            onBlur={input.onBlur}
                            error={Boolean(error)}
                            helperText={error}
                          />
                        );
                      case 'number':
                        return (
                          <TextField
                            fullWidth
                            type="number"
                            label={label}
                            value={input.value ?? ''}
                            onChange={(event) =>
                              input.onChange(event.target.value === '' ? null : Number(event.target.value))
                            }
                            error={Boolean(error)}
                            helperText={error}
                          />
                        );
                      case 'currency': {
                        const money = (input.value as { amount?: number; currency?: string } | null) ?? null;
                        return (
                          <Box sx={{ display: 'flex', gap: 1 }}>
                            <TextField
                              fullWidth
                              type="number"
                              label={label}
                              value={money?.amount ?? ''}
                              onChange={(event) =>
                                input.onChange(
                                  event.target.value === ''
                                    ? null
                                    : {
                                        amount: Number(event.target.value),
                                        currency: money?.currency ?? 'GBP',
                                      },
                                )
                              }
                              error={Boolean(error)}
                              helperText={error}
                            />
                            <TextField
                              select
                              label="Currency"
                              value={money?.currency ?? 'GBP'}
                              onChange={(event) =>
                                input.onChange({ amount: money?.amount ?? 0, currency: event.target.value })
                              }
                              sx={{ minWidth: 110 }}
                            >
                              {CURRENCIES.map((code) => (
                                <MenuItem key={code} value={code}>
                                  {code}
                                </MenuItem>
                              ))}
                            </TextField>
                          </Box>
                        );
                      }
                      case 'single_select':
                      case 'yes_no': {
                        const options =
                          field.type === 'yes_no'
                            ? [
                                ['yes', 'Yes'],
                                ['no', 'No'],
                              ]
                            : field.options.map((option) => [option, option]);
                        const shown =
                          field.type === 'yes_no'
                            ? input.value === true
                              ? 'yes'
                              : input.value === false
                                ? 'no'
                                : ''
                            : (input.value ?? '');
                        return (
                          <TextField
                            select
                            fullWidth
                            label={label}
                            value={shown}
                            onChange={(event) =>
                              input.onChange(
                                field.type === 'yes_no'
                                  ? event.target.value === ''
                                    ? null
                                    : event.target.value === 'yes'
                                  : event.target.value || null,
                              )
                            }
                            error={Boolean(error)}
                            helperText={error}
                          >
                            <MenuItem value="">—</MenuItem>
                            {options.map(([value, text]) => (
                              <MenuItem key={value} value={value}>
                                {text}
                              </MenuItem>
                            ))}
                          </TextField>
                        );
                      }
                      case 'multi_select':
                        return (
                          <Autocomplete
                            multiple
                            options={field.options}
                            value={(input.value as string[] | null) ?? []}
                            onChange={(_event, value) => input.onChange(value)}
                            renderInput={(params) => (
                              <TextField
                                {...params}
                                label={label}
                                error={Boolean(error)}
                                helperText={error}
                              />
                            )}
                          />
                        );
                      case 'user':
                        return (
                          <PersonValue
                            value={input.value}
                            onChange={input.onChange}
                            label={label}
                            error={error}
                          />
                        );
                      default:
                        // Dates use the kit's date field above.
                        return <></>;
                    }
                  }}
                />
              )}
            </Grid>
          );
        })}
      </Grid>
    </Paper>
  );
}
