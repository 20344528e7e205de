import { useState } from 'react';
import { candidateTagBodySchema } from '@atrium/shared/schemas/recruiting/candidates';
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
  useCandidateTagsQuery,
  useDeleteCandidateTagMutation,
  type CandidateTag,
  useSaveCandidateTagMutation,
} from '../api/candidate-tags-api';
import { TagNameDialog } from '../components/tag-name-dialog';
import { OptionList } from '../components/option-list';

const candidatesLabel = (count: number) => `${count} candidate${count === 1 ? '' : 's'}`;
const taggedLabel = (count: number) => (count === 0 ? 'Not used yet' : `On ${candidatesLabel(count)}`);

/** /configuration/custom-options/candidate-tags: the labels recruiters put on candidates to find them again. */
export default function CandidateTagsPage() {
  usePageTitle('Candidate tags');
  const canManage = useHasPermission('rct.settings.custom_options.candidate_tags.manage');
  const tags = useCandidateTagsQuery();
  const [deleteTag] = useDeleteCandidateTagMutation();
  const [saveTag, saving] = useSaveCandidateTagMutation();
  const [editing, setEditing] = useState<CandidateTag | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CandidateTag | null>(null);

  // Unlike a reason, a tag in use may go: the candidates simply lose it, which the question says.
  const confirmDelete = async () => {
    try {
      toastSuccess(successMessage(await deleteTag(deleting!.id).unwrap(), 'The tag was deleted'));
    } catch (error) {
      toastError(error);
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading
        title="Candidate tags"
        description="Labels your team puts on candidates (a skill, a language, “silver medallist”) to find them again from the candidates list."
        action={
          canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add tag
            </Button>
          )
        }
      />
      {tags.isError && (
        <RetryAlert onRetry={() => void tags.refetch()}>The candidate tags could not be loaded.</RetryAlert>
      )}
      {tags.isLoading && <Skeleton variant="rounded" height={160} />}
      {tags.data?.length === 0 && (
        <EmptyState title="No candidate tags yet" description="Add the tags your team sorts candidates by." />
      )}
      {tags.data && tags.data.length > 0 && (
        <OptionList
          label="Candidate tags"
          options={tags.data}
          usage={(tag) => taggedLabel(tag.candidateCount)}
          onEdit={canManage ? setEditing : undefined}
          onDelete={setDeleting}
        />
      )}
      <TagNameDialog
        open={editing !== undefined}
        noun="candidate tag"
        schema={candidateTagBodySchema}
        save={(args) => saveTag(args).unwrap()}
        isSaving={saving.isLoading}
        tag={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete candidate tag"
        message={
          deleting
            ? `Delete the tag “${deleting.name}”? ${
                deleting.candidateCount > 0
                  ? `It will be removed from ${candidatesLabel(deleting.candidateCount)}. `
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
