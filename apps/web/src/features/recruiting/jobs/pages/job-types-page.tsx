import { Box, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import { JOB_TYPES, SAMPLE_JOBS } from '@atrium/shared/constants/sample-jobs';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';

/** /job-types: sample jobs by job type, each a starting point for a new job. */
export default function JobTypesPage() {
  usePageTitle('Start from a sample job');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Start from a sample job
        </Typography>
        <Typography color="text.secondary">
          A sample fills in the job and its kickoff (responsibilities, qualifications, how to sell it,
          interview notes); you change what you like.
        </Typography>
      </Box>
      {JOB_TYPES.map((type) => (
        <Box component="section" key={type.id} aria-labelledby={`job-type-${type.id}`}>
          <Typography variant="h6" component="h2" id={`job-type-${type.id}`}>
            {type.name}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {type.description}
          </Typography>
          <Grid container spacing={2}>
            {SAMPLE_JOBS.filter((sample) => sample.jobType === type.id).map((sample) => (
              <Grid key={sample.id} size={{ xxs: 12, sm: 6, lg: 4 }}>
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={paths.createJobFromSample(sample.id)}>
                    <CardContent>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                        {sample.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {EMPLOYMENT_TYPE_LABELS[sample.employmentType]}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}
