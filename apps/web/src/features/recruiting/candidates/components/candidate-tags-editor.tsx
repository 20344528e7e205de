import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { candidateTagsBodySchema } from '@atrium/shared/schemas/recruiting/candidates';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSetCandidateTagsMutation, type CandidateDetail } from '../api/candidates-api';

interface TagsForm {
  tagIds: string[];
}

function TagsDialog({
  candidate,
  companyTags,
  onClose,
}: {
  candidate: CandidateDetail;
  companyTags: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
}) {
  const [setTags, { isLoading }] = useSetCandidateTagsMutation();
  const { control, handleSubmit, setError } = useForm<TagsForm>({
    resolver: zodResolver(candidateTagsBodySchema),
    defaultValues: { tagIds: candidate.tags.map((tag) => tag.id) },
  });
  const submit = handleSubmit(async ({ tagIds }) => {
    try {
      toastSuccess(successMessage(await setTags({ id: candidate.id, tagIds }).unwrap(), 'Tags saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<TagsForm>(['tagIds']));
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Edit tags"
      submitLabel="Save tags"
      onSubmit={submit}
      isSaving={isLoading}
    >
      <FormMultiSelectField<TagsForm>
        control={control}
        name="tagIds"
        label="Tags"
        placeholder="Choose tags"
        noOptionsText="No tag by that name: add it in Configuration → Candidate tags"
        options={companyTags.map((tag) => ({ value: tag.id, label: tag.name }))}
      />
    </FormDialog>
  );
}

/** The candidate's tags, and for those who may tag, a way to choose them from the company's tags. */
export function CandidateTagsEditor({
  candidate,
  companyTags,
  canAssign,
}: {
  candidate: CandidateDetail;
  companyTags: ReadonlyArray<{ id: string; name: string }>;
  canAssign: boolean;
}) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap alignItems="center" sx={{ flexWrap: 'wrap' }}>
      {candidate.tags.length > 0 ? (
        <Stack
          component="ul"
          direction="row"
          spacing={0.5}
          useFlexGap
          aria-label="Tags"
          sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
        >
          {candidate.tags.map((tag) => (
            <li key={tag.id}>
              <Chip size="small" variant="outlined" label={tag.name} />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">No tags</Typography>
      )}
      {canAssign && (
        <Button size="small" startIcon={<LocalOfferOutlinedIcon />} onClick={() => setIsEditing(true)}>
          Edit tags
        </Button>
      )}
      {isEditing && (
        <TagsDialog candidate={candidate} companyTags={companyTags} onClose={() => setIsEditing(false)} />
      )}
    </Stack>
  );
}
