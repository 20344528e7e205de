import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import {
  Box,
  Button,
  Grid,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import {
  WELCOME_COMPONENT_LABELS,
  WELCOME_COMPONENT_TYPES,
  welcomePageBodySchema,
  type WelcomePageBody,
} from '@atrium/shared/schemas/onboarding/welcome';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { FormCriterionValuesField } from '../../lookups/components/criterion-values-field';
import { optionsWith, useCompanyLookups } from '../../lookups/hooks/use-company-lookups';
import { useSaveWelcomePageMutation, type WelcomePage } from '../api/welcome-api';
import {
  EMPTY_PAGE,
  newComponent,
  pageFieldOf,
  pageFormValues,
  type WelcomePageFormValues,
} from '../utils/welcome-page-form';
import { ComponentEditor } from './component-editor';

const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }));

/** Adds a welcome page or changes one: its title, who sees it, and its components in order. */
export function WelcomePageDialog({
  page,
  open,
  onClose,
}: {
  page: WelcomePage | null;
  open: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveWelcomePageMutation();
  const lookups = useCompanyLookups({ skip: !open });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<WelcomePageFormValues>({
    resolver: zodResolver(welcomePageBodySchema) as unknown as Resolver<WelcomePageFormValues>,
    defaultValues: EMPTY_PAGE,
  });
  const components = useFieldArray({ control, name: 'components' });
  useEffect(() => {
    if (open) reset(page ? pageFormValues(page) : EMPTY_PAGE);
  }, [open, page, reset]);
  const departments = useMemo(() => optionsWith(lookups.departments, null), [lookups.departments]);
  const locations = useMemo(() => optionsWith(lookups.locations, null), [lookups.locations]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await save({ id: page?.id, body: values as unknown as WelcomePageBody }).unwrap();
      toastSuccess(successMessage(result, 'Page saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, pageFieldOf);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={page ? 'Edit page' : 'Add page'}
      submitLabel={page ? 'Save' : 'Add page'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="title"
            label="Title"
            required
            autoFocus
            helperText="Tokens such as {{NEW_HIRE_FIRST_NAME}} are filled in."
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3">
            Who sees this page
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A new hire sees it when they match one of the values chosen for every criterion set here. None
            set: every new hire.
          </Typography>
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormMultiSelectField
            control={control}
            name="rules.departmentIds"
            label="Departments"
            options={departments}
            placeholder="Every department"
          />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormMultiSelectField
            control={control}
            name="rules.locationIds"
            label="Locations"
            options={locations}
            placeholder="Every location"
          />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6 }}>
          <FormMultiSelectField
            control={control}
            name="rules.employmentTypes"
            label="Employment types"
            options={EMPLOYMENT_OPTIONS}
            placeholder="Every employment type"
          />
        </Grid>
        <Grid size={12}>
          <FormCriterionValuesField
            control={control}
            name="rules.criterionValueIds"
            criteria={lookups.criteria}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" component="h3">
            Components
          </Typography>
        </Grid>
        <Grid size={12}>
          <Stack spacing={2} component="ol" aria-label="Components" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {components.fields.map((field, index) => {
              const label = WELCOME_COMPONENT_LABELS[field.type];
              return (
                <Paper
                  key={field.id}
                  component="li"
                  variant="outlined"
                  sx={{ p: 2 }}
                  aria-label={`${index + 1}. ${label}`}
                >
                  <Stack
                    direction="row"
                    sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                    <Box>
                      <Tooltip title="Move up">
                        <span>
                          <IconButton
                            aria-label={`Move ${label} up`}
                            disabled={index === 0}
                            onClick={() => components.move(index, index - 1)}
                          >
                            <ArrowUpwardIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title="Move down">
                        <span>
                          <IconButton
                            aria-label={`Move ${label} down`}
                            disabled={index === components.fields.length - 1}
                            onClick={() => components.move(index, index + 1)}
                          >
                            <ArrowDownwardIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title="Remove">
                        <IconButton aria-label={`Remove ${label}`} onClick={() => components.remove(index)}>
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  </Stack>
                  <ComponentEditor control={control} index={index} />
                </Paper>
              );
            })}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            sx={{ mt: 2 }}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            aria-haspopup="menu"
          >
            Add a component
          </Button>
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {WELCOME_COMPONENT_TYPES.map((type) => (
              <MenuItem
                key={type}
                onClick={() => {
                  components.append(newComponent(type));
                  setMenuAnchor(null);
                }}
              >
                {WELCOME_COMPONENT_LABELS[type]}
              </MenuItem>
            ))}
          </Menu>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
