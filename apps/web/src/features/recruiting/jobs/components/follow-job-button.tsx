import { IconButton, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { toastError } from '../../../../lib/toast';
import { useSetFollowingMutation, type Job } from '../api/jobs-api';

/** A star: followed jobs feed the dashboard's "jobs I am following". */
export function FollowJobButton({ job }: { job: Pick<Job, 'id' | 'name' | 'isFollowing'> }) {
  const [setFollowing, { isLoading }] = useSetFollowingMutation();
  const label = job.isFollowing ? `Stop following ${job.name}` : `Follow ${job.name}`;
  return (
    <Tooltip title={job.isFollowing ? 'Following' : 'Follow'}>
      <IconButton
        aria-label={label}
        aria-pressed={job.isFollowing}
        disabled={isLoading}
        onClick={() =>
          setFollowing({ id: job.id, following: !job.isFollowing })
            .unwrap()
            .catch((error: unknown) => toastError(error))
        }
      >
        {job.isFollowing ? <StarIcon color="warning" /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
