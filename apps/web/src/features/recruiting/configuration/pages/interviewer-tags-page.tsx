import { useState } from 'react';
import { interviewerTagBodySchema } from '@atrium/shared/schemas/recruiting/interviewer-tags';
import { Button, Skeleton, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeading } from '../../../../components/ui/page-heading';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useDeleteInterviewerTagMutation,
  useInterviewerTagsQuery,
  useSetUserInterviewerTagsMutation,
  type InterviewerTag,
  useSaveInterviewerTagMutation,
} from '../api/interviewer-tags-api';
import { TagNameDialog } from '../components/tag-name-dialog';
import { InterviewerTagList } from '../components/interviewer-tag-list';

const peopleLabel = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** /configuration/custom-options/interviewer-tags: labels on colleagues that help schedulers find interviewers. */
export default function InterviewerTagsPage() {
  usePageTitle('Interviewer tags');
  const canManage = useHasPermission('rct.settings.custom_options.interviewer_tags.manage');
  // Adding someone searches the colleagues who can interview.
  const mayAssign = useHasPermission('rct.module.tags.interviewer_tag.assign');
  const maySearch = useHasPermission('rct.module.interviews.interview.create');
  const canAssign = mayAssign && maySearch;
  const tags = useInterviewerTagsQuery();
  const [deleteTag] = useDeleteInterviewerTagMutation();
  const [setUserTags] = useSetUserInterviewerTagsMutation();
  const [saveTag, saving] = useSaveInterviewerTagMutation();
  const [editing, setEditing] = useState<InterviewerTag | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<InterviewerTag | null>(null);

  const confirmDelete = async () => {
    try {
      toastSuccess(successMessage(await deleteTag(deleting!.id).unwrap(), 'The tag was deleted'));
    } catch (error) {
      toastError(error);
    }
    setDeleting(null);
  };

  /** A person's tags are saved as a whole: the ones they hold now, with this one added or taken off. */
  const changeHolder = async (userId: string, tagId: string, holds: boolean) => {
    const held = (tags.data ?? [])
      .filter((tag) => tag.id !== tagId && tag.people.some((person) => person.id === userId))
      .map((tag) => tag.id);
    try {
      const tagIds = holds ? [...held, tagId] : held;
      toastSuccess(successMessage(await setUserTags({ userId, tagIds }).unwrap(), 'Saved'));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading
        title="Interviewer tags"
        description="Labels on colleagues (a language, a skill, “bar raiser”) that help whoever schedules interviews find the right interviewers."
        action={
          canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add tag
            </Button>
          )
        }
      />
      {tags.isError && (
        <RetryAlert onRetry={() => void tags.refetch()}>The interviewer tags could not be loaded.</RetryAlert>
      )}
      {tags.isLoading && <Skeleton variant="rounded" height={160} />}
      {tags.data?.length === 0 && (
        <EmptyState
          title="No interviewer tags yet"
          description="Add the tags your schedulers look for in interviewers."
        />
      )}
      {tags.data && tags.data.length > 0 && (
        <InterviewerTagList
          tags={tags.data}
          onEdit={canManage ? setEditing : undefined}
          onDelete={canManage ? setDeleting : undefined}
          onAddHolder={canAssign ? (tag, person) => void changeHolder(person.id, tag.id, true) : undefined}
          onRemoveHolder={
            canAssign ? (tag, person) => void changeHolder(person.id, tag.id, false) : undefined
          }
        />
      )}
      <TagNameDialog
        open={editing !== undefined}
        noun="interviewer tag"
        schema={interviewerTagBodySchema}
        save={(args) => saveTag(args).unwrap()}
        isSaving={saving.isLoading}
        tag={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete interviewer tag"
        message={
          deleting
            ? `Delete the tag “${deleting.name}”? ${
                deleting.people.length > 0
                  ? `It will be taken off ${peopleLabel(deleting.people.length)}. `
                  : ''
              }This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        isDestructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
