import { useCallback, useState } from 'react';
import {
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useForm } from 'react-hook-form';
import {
  FormAsyncAutocompleteField,
  type AsyncOptionItem,
} from '../../../../components/form/async-autocomplete-field';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useAddGroupMembersMutation,
  useLazySearchCompanyPeopleQuery,
  useListGroupMembersQuery,
  useRemoveGroupMemberMutation,
  type Group,
} from '../api/company-api';
import { personName, personOption } from '../utils/person-options';

const PAGE_SIZE = 10;

/** A group's members: find someone to add, or take someone out. */
export function GroupMembersDialog({
  group,
  canEdit,
  onClose,
}: {
  group: Group | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const members = useListGroupMembersQuery({ id: group?.id ?? '', page, limit: PAGE_SIZE }, { skip: !group });
  const [searchPeople] = useLazySearchCompanyPeopleQuery();
  const [addMembers, adding] = useAddGroupMembersMutation();
  const [removeMember] = useRemoveGroupMemberMutation();
  const { control, handleSubmit, reset } = useForm<{ person: AsyncOptionItem | null }>({
    defaultValues: { person: null },
  });

  const fetchPeople = useCallback(
    async (search: string) => (await searchPeople(search).unwrap()).map(personOption),
    [searchPeople],
  );
  const add = handleSubmit(async ({ person }) => {
    if (!group || !person) return;
    try {
      const result = await addMembers({ id: group.id, userIds: [person._id] }).unwrap();
      toastSuccess(successMessage(result, `${person.fullName} added to ${group.name}`));
      reset({ person: null });
    } catch (error) {
      toastError(error);
    }
  });
  const remove = async (userId: string, name: string) => {
    if (!group) return;
    try {
      await removeMember({ id: group.id, userId }).unwrap();
      toastSuccess(`${name} removed from ${group.name}`);
    } catch (error) {
      toastError(error);
    }
  };
  const close = () => {
    setPage(1);
    reset({ person: null });
    onClose();
  };

  const items = members.data?.items ?? [];
  return (
    <Modal
      open={Boolean(group)}
      onClose={close}
      title={group ? `Members of ${group.name}` : ''}
      actions={<Button onClick={close}>Done</Button>}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {canEdit && (
          <Stack
            component="form"
            direction="row"
            spacing={1}
            alignItems="flex-start"
            onSubmit={add}
            noValidate
          >
            <FormAsyncAutocompleteField<{ person: AsyncOptionItem | null }, AsyncOptionItem>
              control={control}
              name="person"
              label="Add a person"
              placeholder="Search people"
              fetchOptions={fetchPeople}
            />
            <Button type="submit" variant="outlined" loading={adding.isLoading} sx={{ mt: 1 }}>
              Add
            </Button>
          </Stack>
        )}
        {members.isError ? (
          <EmptyState kind="error" isCompact title="The members could not be loaded" />
        ) : items.length === 0 && !members.isFetching ? (
          <EmptyState isCompact title="Nobody in this group yet" />
        ) : (
          <List dense aria-label="Members" aria-busy={members.isFetching}>
            {items.map((member) => (
              <ListItem
                key={member.id}
                divider
                secondaryAction={
                  canEdit && (
                    <Tooltip title="Remove from group">
                      <IconButton
                        edge="end"
                        aria-label={`Remove ${personName(member)}`}
                        onClick={() => void remove(member.id, personName(member))}
                      >
                        <PersonRemoveOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText primary={personName(member)} secondary={member.email} />
              </ListItem>
            ))}
          </List>
        )}
        {(members.data?.totalPages ?? 0) > 1 && (
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography variant="body2" color="text.secondary">
              {members.data?.total} members
            </Typography>
            <Pagination
              count={members.data?.totalPages ?? 1}
              page={page}
              onChange={(_, next) => setPage(next)}
              size="small"
            />
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
