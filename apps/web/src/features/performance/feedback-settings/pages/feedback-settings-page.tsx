import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  IconButton,
  Skeleton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@atrium/shared/schemas/performance/feedback-settings';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { SortableList } from '../../../../components/ui/sortable-list';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useCompanyValuesQuery, useFeedbackSettingsQuery } from '../../feedback/api/feedback-api';
import {
  useRemoveValueMutation,
  useReorderValuesMutation,
  useSavePermittedTypesMutation,
  useSavePraiseWallMutation,
  useUpdateValueMutation,
  type CompanyValue,
} from '../api/feedback-settings-api';
import { CompanyValueDialog } from '../components/company-value-dialog';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The kinds people may give, each saved as it is ticked. */
function PermittedTypes({ permitted }: { permitted: FeedbackType[] }) {
  const [save, { isLoading }] = useSavePermittedTypesMutation();
  const toggle = async (type: FeedbackType, isOn: boolean) => {
    const next = FEEDBACK_TYPES.filter((candidate) =>
      candidate === type ? isOn : permitted.includes(candidate),
    );
    try {
      await save(next).unwrap();
      toastSuccess(`${FEEDBACK_TYPE_LABELS[type].label} ${isOn ? 'allowed' : 'turned off'}`);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <FormGroup>
      {FEEDBACK_TYPES.map((type) => (
        <FormControlLabel
          key={type}
          disabled={isLoading}
          control={
            <Checkbox
              checked={permitted.includes(type)}
              onChange={(event) => void toggle(type, event.target.checked)}
            />
          }
          label={
            <Box sx={{ py: 0.5 }}>
              <Typography>{FEEDBACK_TYPE_LABELS[type].label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {FEEDBACK_TYPE_LABELS[type].description}
              </Typography>
            </Box>
          }
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.75 } }}
        />
      ))}
    </FormGroup>
  );
}

function CompanyValues() {
  const values = useCompanyValuesQuery({ includeInactive: true });
  const [reorder, { isLoading: isReordering }] = useReorderValuesMutation();
  const [update] = useUpdateValueMutation();
  const [remove] = useRemoveValueMutation();
  const [editing, setEditing] = useState<CompanyValue | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<CompanyValue | null>(null);
  const [order, setOrder] = useState<CompanyValue[]>([]);
  useEffect(() => setOrder(values.data ?? []), [values.data]);

  const setActive = async (value: CompanyValue, isActive: boolean) => {
    try {
      await update({ id: value.id, body: { isActive } }).unwrap();
      toastSuccess(isActive ? `${value.name} offered again` : `${value.name} no longer offered`);
    } catch (error) {
      toastError(error);
    }
  };

  if (values.isError)
    return <LoadFailureState error={values.error} subject="values" onRetry={() => void values.refetch()} />;
  if (!values.data)
    return <Skeleton variant="rounded" height={160} aria-label="Loading the values" role="progressbar" />;
  return (
    <Stack spacing={2}>
      {order.length === 0 ? (
        <EmptyState
          isCompact
          title="No company values yet"
          description="Add the values your company lives by: praise is tagged with one of them."
        />
      ) : (
        <SortableList
          label="Company values"
          items={order}
          getId={(value) => value.id}
          getLabel={(value) => value.name}
          disabled={isReordering}
          onReorder={(next) => {
            setOrder(next);
            reorder(next.map((value) => value.id))
              .unwrap()
              .catch((error: unknown) => {
                toastError(error);
                setOrder(values.data ?? []);
              });
          }}
          renderItem={(value) => (
            <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{value.name}</Typography>
                  {!value.isActive && <Chip size="small" variant="outlined" label="Not offered" />}
                  <Typography variant="caption" color="text.secondary">
                    {value.praiseCount} praise
                  </Typography>
                </Stack>
                {value.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {value.description}
                  </Typography>
                )}
              </Box>
              <Box sx={{ alignSelf: { xxs: 'flex-end', sm: 'center' } }}>
                <RowActions
                  name={value.name}
                  onEdit={() => setEditing(value)}
                  onDelete={() => setRemoving(value)}
                >
                  <Tooltip title={value.isActive ? 'Stop offering it' : 'Offer it again'}>
                    <IconButton
                      aria-label={value.isActive ? `Deactivate ${value.name}` : `Activate ${value.name}`}
                      onClick={() => void setActive(value, !value.isActive)}
                    >
                      {value.isActive ? (
                        <VisibilityOffOutlinedIcon fontSize="small" />
                      ) : (
                        <VisibilityOutlinedIcon fontSize="small" />
                      )}
                    </IconButton>
                  </Tooltip>
                </RowActions>
              </Box>
            </Stack>
          )}
        />
      )}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
          Add a value
        </Button>
      </Box>
      <CompanyValueDialog
        open={isAdding || Boolean(editing)}
        value={editing}
        onClose={() => {
          setIsAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title={removing ? `Delete ${removing.name}?` : 'Delete the value?'}
        message={
          removing && removing.praiseCount > 0
            ? `${removing.praiseCount} praise ${removing.praiseCount === 1 ? 'is' : 'are'} tagged with it, so it is deactivated instead: that praise keeps its tag, and nobody can pick it any more.`
            : 'Nothing is tagged with it; it is deleted.'
        }
        confirmLabel={removing && removing.praiseCount > 0 ? 'Deactivate' : 'Delete'}
        isDestructive
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            const result = await remove(removing!.id).unwrap();
            toastSuccess(result.message);
            setRemoving(null);
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}

/** /performance/settings/feedback: permitted kinds, the praise wall and the company values. */
export default function FeedbackSettingsPage() {
  usePageTitle('Feedback settings');
  const settings = useFeedbackSettingsQuery();
  const canSetTypes = useHasPermission('prf.settings.feedback.permitted_types.manage');
  const canSetWall = useHasPermission('prf.settings.feedback.praise_wall.manage');
  const [saveWall, { isLoading: isSavingWall }] = useSavePraiseWallMutation();

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Feedback settings"
        description="What kinds of feedback people give, and how praise is shown."
      />
      {settings.isError ? (
        <LoadFailureState error={settings.error} subject="settings" onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading the settings" role="progressbar" />
      ) : (
        <>
          {canSetTypes && (
            <Section
              title="Kinds of feedback"
              description="A kind turned off is no longer offered, and the server refuses it. Feedback already given stays."
            >
              <PermittedTypes permitted={settings.data.permittedTypes} />
            </Section>
          )}
          {canSetWall && (
            <Section
              title="Praise wall"
              description="Everyone's praise in one feed. Off, praise still reaches its people and shows on their profiles."
            >
              <FormControlLabel
                control={
                  <Switch
                    checked={settings.data.praiseWallEnabled}
                    disabled={isSavingWall}
                    onChange={(event) => {
                      const isOn = event.target.checked;
                      saveWall(isOn)
                        .unwrap()
                        .then((result) => toastSuccess(result.message))
                        .catch((error: unknown) => toastError(error));
                    }}
                  />
                }
                label="Show the praise wall to everyone"
              />
            </Section>
          )}
          {canSetWall && (
            <Section
              title="Company values"
              description="Praise is tagged with one of them. Drag to reorder: the give dialog offers them in this order."
            >
              <CompanyValues />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
