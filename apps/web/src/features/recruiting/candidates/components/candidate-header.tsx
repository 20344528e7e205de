import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import type { CandidateDetail } from '../api/candidates-api';
import { candidateName, formatDay, headline } from '../utils/candidate-labels';
import { CandidateContacts } from './candidate-contacts';
import { CandidateTagsEditor } from './candidate-tags-editor';
import { FollowCandidateButton } from './follow-candidate-button';

export interface CandidateHeaderProps {
  candidate: CandidateDetail;
  companyTags: ReadonlyArray<{ id: string; name: string }>;
  canEdit: boolean;
  canTag: boolean;
  onEdit: () => void;
  /** GDPR erasure, for those who may delete candidates. */
  onAnonymize?: () => void;
}

/** Who the candidate is and how to reach them; on a phone everything stacks under the name. */
export function CandidateHeader({
  candidate,
  companyTags,
  canEdit,
  canTag,
  onEdit,
  onAnonymize,
}: CandidateHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xxs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {candidateName(candidate)}
            </Typography>
            {headline(candidate) && <Typography color="text.secondary">{headline(candidate)}</Typography>}
            <Typography variant="body2" color="text.secondary">
              Candidate #{candidate.publicId} · added {formatDay(candidate.createdAt)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignSelf: 'flex-start' }}>
            <FollowCandidateButton candidateId={candidate.id} />
            {canEdit && (
              <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
                Edit
              </Button>
            )}
            {onAnonymize && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<PersonOffOutlinedIcon />}
                onClick={onAnonymize}
              >
                Anonymise
              </Button>
            )}
          </Stack>
        </Stack>
        <CandidateTagsEditor candidate={candidate} companyTags={companyTags} canAssign={canTag} />
        <CandidateContacts candidate={candidate} />
      </Stack>
    </Paper>
  );
}
