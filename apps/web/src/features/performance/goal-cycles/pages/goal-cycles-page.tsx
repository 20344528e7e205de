import { useState } from 'react';
import dayjs from 'dayjs';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import AddIcon from '@mui/icons-material/Add';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { DividedList, DividedListItem } from '../../../../components/ui/divided-list';
import { ListStates } from '../../../../components/ui/list-states';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useDeleteGoalCycleMutation,
  useListGoalCyclesQuery,
  useSaveGoalCycleMutation,
  type GoalCycle,
} from '../api/goal-cycles-api';
import { GoalCycleDialog } from '../components/goal-cycle-dialog';

const day = (date: string) => dayjs(date).format('D MMM YYYY');
const goalCount = (count: number) => (count === 1 ? '1 goal' : `${count} goals`);

/** /performance/settings/goal-cycles: the periods goals are set for (prf.settings.goals.cycle.manage). */
export default function GoalCyclesPage() {
  usePageTitle('Goal cycles');
  const cycles = useListGoalCyclesQuery();
  const [save] = useSaveGoalCycleMutation();
  const [remove] = useDeleteGoalCycleMutation();
  const [editing, setEditing] = useState<GoalCycle | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GoalCycle | null>(null);

  const toggle = async (cycle: GoalCycle) => {
    try {
      const { id, name, startDate, endDate } = cycle;
      const result = await save({
        id,
        body: { name, startDate, endDate, isActive: !cycle.isActive },
      }).unwrap();
      toastSuccess(
        successMessage(result, cycle.isActive ? 'Goal cycle made inactive' : 'Goal cycle made active'),
      );
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Breadcrumbs items={[{ label: 'Settings', to: '/performance/settings' }, { label: 'Goal cycles' }]} />
      <PageHeading
        title="Goal cycles"
        description="The periods your company sets goals for, such as a quarter. People pick an active cycle when they set a goal; a goal need not belong to one."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Add goal cycle
          </Button>
        }
      />
      <ListStates
        query={cycles}
        subject="list"
        loadingLabel="Loading the goal cycles"
        skeletonHeight={160}
        empty={{
          title: 'No goal cycles yet',
          description: 'Add one for the quarter or half-year your goals run over.',
        }}
      >
        {(items) => (
          <DividedList label="Goal cycles">
            {items.map((cycle) => (
              <DividedListItem
                key={cycle.id}
                align="center"
                actions={
                  <RowActions
                    name={cycle.name}
                    onEdit={() => setEditing(cycle)}
                    // A cycle with goals stays: it is made inactive instead.
                    onDelete={cycle.goalCount === 0 ? () => setDeleting(cycle) : undefined}
                  >
                    <Button size="small" onClick={() => void toggle(cycle)} sx={{ whiteSpace: 'nowrap' }}>
                      {cycle.isActive ? 'Mark inactive ' : 'Mark active '}
                      <Box component="span" sx={visuallyHidden}>
                        {cycle.name}
                      </Box>
                    </Button>
                  </RowActions>
                }
              >
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{cycle.name}</Typography>
                  <Chip
                    size="small"
                    color={cycle.isActive ? 'success' : 'default'}
                    variant={cycle.isActive ? 'filled' : 'outlined'}
                    label={cycle.isActive ? 'Active' : 'Inactive'}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {day(cycle.startDate)} – {day(cycle.endDate)} · {goalCount(cycle.goalCount)}
                </Typography>
              </DividedListItem>
            ))}
          </DividedList>
        )}
      </ListStates>
      <GoalCycleDialog
        cycle={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="goal cycle"
        name={deleting?.name ?? null}
        onDelete={() => remove(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
