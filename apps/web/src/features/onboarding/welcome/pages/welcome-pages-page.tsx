import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  WELCOME_COMPONENT_LABELS,
  type WelcomeComponentType,
} from '@atrium/shared/schemas/onboarding/welcome';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { ListStates } from '../../../../components/ui/list-states';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { SortableList } from '../../../../components/ui/sortable-list';
import { usePageTitle } from '../../../../lib/page-title';
import { toastError } from '../../../../lib/toast';
import {
  useDeleteWelcomePageMutation,
  useReorderWelcomePagesMutation,
  useWelcomePagesQuery,
  type WelcomePage,
} from '../api/welcome-api';
import { WelcomePageDialog } from '../components/welcome-page-dialog';

const getId = (page: WelcomePage) => page.id;
const getLabel = (page: WelcomePage) => page.title;

const rulesSummary = (rules: WelcomePage['rules']) => {
  const set = [
    rules.departmentIds.length > 0 && 'department',
    rules.locationIds.length > 0 && 'location',
    rules.employmentTypes.length > 0 && 'employment type',
    rules.criterionValueIds.length > 0 && 'other criteria',
  ].filter(Boolean);
  return set.length === 0 ? 'Every new hire' : `New hires matching their ${set.join(', ')}`;
};

/** /onboarding/settings/pages: the welcome pages in order, each shown to the hires its rules match. */
export default function WelcomePagesPage() {
  usePageTitle('Welcome pages');
  const pages = useWelcomePagesQuery();
  const [reorder] = useReorderWelcomePagesMutation();
  const [deletePage] = useDeleteWelcomePageMutation();
  const [editing, setEditing] = useState<WelcomePage | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<WelcomePage | null>(null);

  const move = async (items: WelcomePage[]) => {
    try {
      await reorder(items.map(getId)).unwrap();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="Pages"
        description="The new hire’s welcome pages, in the order they walk through them; drag or use the keyboard to reorder."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Add page
          </Button>
        }
      />
      <ListStates
        query={pages}
        subject="pages"
        loadingLabel="Loading the pages"
        skeletonHeight={240}
        empty={{
          title: 'No welcome pages yet',
          description: 'Add the first: a welcome message, the team, the first week.',
        }}
      >
        {(items) => (
          <SortableList
            label="Welcome pages"
            items={items}
            getId={getId}
            getLabel={getLabel}
            onReorder={(items) => void move(items)}
            renderItem={(page) => (
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{page.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {page.components.length === 0
                      ? 'No components'
                      : page.components
                          .map(
                            (component) => WELCOME_COMPONENT_LABELS[component.type as WelcomeComponentType],
                          )
                          .join(' · ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    For: {rulesSummary(page.rules)}
                  </Typography>
                </Box>
                <RowActions
                  name={page.title}
                  onEdit={() => setEditing(page)}
                  onDelete={() => setDeleting(page)}
                />
              </Stack>
            )}
          />
        )}
      </ListStates>
      <WelcomePageDialog
        page={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="page"
        name={deleting?.title ?? null}
        message={`Delete “${deleting?.title}”? New hires no longer see it.`}
        onDelete={() => deletePage(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
