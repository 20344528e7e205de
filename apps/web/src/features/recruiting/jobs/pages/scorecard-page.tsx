import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useParams } from 'react-router';
import type { ScorecardBody } from '@atrium/shared/schemas/recruiting/job-setup';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery } from '../api/jobs-api';
import { useGetScorecardQuery, useSaveScorecardMutation, type Scorecard } from '../api/job-setup-api';
import { JobLoadState } from '../components/job-load-state';

type Category = ScorecardBody['categories'][number];
const bodyOf = (card: Scorecard): ScorecardBody => ({
  categories: card.categories.map((category) => ({ ...category, attributes: [...category.attributes] })),
});

/** /jobs/:id/scorecard: what interviewers rate candidates on, in categories of attributes. */
export default function ScorecardPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const card = useGetScorecardQuery(id);
  const [save, saving] = useSaveScorecardMutation();
  const canEdit = useHasPermission('rct.module.job_setup.scorecard.edit');
  const [categories, setCategories] = useState<Category[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const original = useMemo(
    () => (card.data ? JSON.stringify(bodyOf(card.data).categories) : ''),
    [card.data],
  );
  useEffect(() => {
    if (card.data) setCategories(bodyOf(card.data).categories);
  }, [card.data]);
  const isDirty = Boolean(card.data) && JSON.stringify(categories) !== original;
  const { blocker } = useUnsavedChangesPrompt(isDirty);
  usePageTitle(job.data ? `Scorecard: ${job.data.name}` : 'Scorecard');
  if (!job.data) return <JobLoadState query={job} />;
  if (!card.data) return <JobLoadState query={card} />;
  const update = (index: number, change: (category: Category) => Category) =>
    setCategories((current) => current.map((category, at) => (at === index ? change(category) : category)));
  const submit = async () => {
    setErrors({});
    try {
      const result = await save({ id, body: { categories } }).unwrap();
      setCategories(bodyOf(result.data).categories);
      toastSuccess(successMessage(result, 'Scorecard saved'));
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Scorecard
        </Typography>
        <Typography color="text.secondary">
          What interviewers rate candidates for {job.data.name} on.
        </Typography>
      </Box>
      {card.isError && <Alert severity="error">{errorMessage(card.error)}</Alert>}
      {categories.map((category, index) => (
        <Paper
          key={category.id ?? `new-${index}`}
          variant="outlined"
          sx={{ p: 2 }}
          role="group"
          aria-label={`Category ${category.name || 'new'}`}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Category"
              required
              value={category.name}
              disabled={!canEdit}
              onChange={(event) => update(index, (current) => ({ ...current, name: event.target.value }))}
              error={Boolean(errors[`categories.${index}.name`])}
              helperText={errors[`categories.${index}.name`]}
              sx={{ flex: 1 }}
            />
            {canEdit && (
              <Tooltip title="Remove category">
                <IconButton
                  aria-label={`Remove category ${category.name}`}
                  onClick={() => setCategories((current) => current.filter((_c, at) => at !== index))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
          <Stack
            spacing={1}
            sx={{ mt: 2, pl: { sm: 3 } }}
            component="ul"
            aria-label={`Attributes of ${category.name}`}
          >
            {(category.attributes ?? []).map((attribute, at) => (
              <Box
                component="li"
                key={attribute.id ?? `new-${at}`}
                sx={{ display: 'flex', gap: 1, listStyle: 'none' }}
              >
                <TextField
                  size="small"
                  label="Attribute"
                  value={attribute.name}
                  disabled={!canEdit}
                  onChange={(event) =>
                    update(index, (current) => ({
                      ...current,
                      attributes: (current.attributes ?? []).map((item, position) =>
                        position === at ? { ...item, name: event.target.value } : item,
                      ),
                    }))
                  }
                  error={Boolean(errors[`categories.${index}.attributes.${at}.name`])}
                  helperText={errors[`categories.${index}.attributes.${at}.name`]}
                  sx={{ flex: 1 }}
                />
                {canEdit && (
                  <IconButton
                    aria-label={`Remove attribute ${attribute.name}`}
                    onClick={() =>
                      update(index, (current) => ({
                        ...current,
                        attributes: (current.attributes ?? []).filter((_a, position) => position !== at),
                      }))
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Box>
            ))}
            {(category.attributes ?? []).length === 0 && (
              <Typography color="text.secondary">No attributes yet.</Typography>
            )}
          </Stack>
          {canEdit && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              sx={{ mt: 1 }}
              onClick={() =>
                update(index, (current) => ({
                  ...current,
                  attributes: [...(current.attributes ?? []), { name: '' }],
                }))
              }
            >
              Add attribute to {category.name || 'this category'}
            </Button>
          )}
        </Paper>
      ))}
      {canEdit && (
        <>
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => setCategories((current) => [...current, { name: '', attributes: [] }])}
            >
              Add category
            </Button>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              disabled={!isDirty}
              loading={saving.isLoading}
              onClick={() => void submit()}
            >
              Save scorecard
            </Button>
          </Box>
        </>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
