import { Button } from '@mui/material';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarIcon from '@mui/icons-material/Star';
import { toastError } from '../../../../lib/toast';
import { useCandidateFollowQuery, useSetCandidateFollowMutation } from '../api/candidate-profile-api';

/** Follow: told in the app of the candidate's notes, stage moves and emails. */
export function FollowCandidateButton({ candidateId }: { candidateId: string }) {
  const state = useCandidateFollowQuery(candidateId);
  const [setFollow, saving] = useSetCandidateFollowMutation();
  const isFollowing = state.data?.following ?? false;
  const toggle = async () => {
    try {
      await setFollow({ id: candidateId, following: !isFollowing }).unwrap();
    } catch (error) {
      toastError(error, 'Following could not be changed.');
    }
  };
  return (
    <Button
      variant={isFollowing ? 'contained' : 'outlined'}
      startIcon={isFollowing ? <StarIcon /> : <StarBorderIcon />}
      aria-pressed={isFollowing}
      onClick={() => void toggle()}
      loading={saving.isLoading}
      disabled={!state.data}
      title="Followers are told of new notes, stage moves and emails"
    >
      {isFollowing ? 'Following' : 'Follow'}
      {state.data && state.data.followers > 0 ? ` (${state.data.followers})` : ''}
    </Button>
  );
}
