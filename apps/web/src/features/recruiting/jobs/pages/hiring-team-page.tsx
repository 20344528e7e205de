import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Radio,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import {
  HIRING_TEAM_ROLES,
  RESPONSIBLE_ROLES,
  type HiringTeamMember,
  type HiringTeamRole,
} from '@atrium/shared/schemas/recruiting/jobs';
import { FormAsyncAutocompleteField } from '../../../../components/form/async-autocomplete-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useGetHiringTeamQuery,
  useGetJobQuery,
  useLazyTeamCandidatesQuery,
  useSetHiringTeamMutation,
  type TeamCandidate,
} from '../api/jobs-api';
import { JobLoadState } from '../components/job-load-state';
import { HIRING_TEAM_ROLE_LABELS } from '../utils/hiring-team-labels';

type Member = Pick<HiringTeamMember, 'userId' | 'name' | 'email' | 'role' | 'responsible'>;
interface AddMemberForm {
  person: TeamCandidate | null;
  role: HiringTeamRole;
}

const sameMembers = (a: readonly Member[], b: readonly Member[]) =>
  JSON.stringify(a.map(({ userId, role, responsible }) => [userId, role, responsible])) ===
  JSON.stringify(b.map(({ userId, role, responsible }) => [userId, role, responsible]));

/** Adds a person to the team in a role; nobody holds the same role twice. */
function AddMember({ members, onAdd }: { members: readonly Member[]; onAdd: (member: Member) => void }) {
  const [searchCandidates] = useLazyTeamCandidatesQuery();
  const { control, handleSubmit, reset, setError } = useForm<AddMemberForm>({
    defaultValues: { person: null, role: 'interviewer' },
  });
  const add = handleSubmit(({ person, role }) => {
    if (!person) return setError('person', { message: 'Pick a person' });
    if (members.some((member) => member.userId === person._id && member.role === role)) {
      return setError('person', { message: 'This person already has this role on the team' });
    }
    onAdd({ userId: person._id, name: person.fullName, email: person.email, role, responsible: false });
    reset({ person: null, role });
  });
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Add to the team
      </Typography>
      <Box component="form" noValidate aria-label="Add to the team" onSubmit={(event) => void add(event)}>
        <Grid container spacing={2} alignItems="flex-start">
          <Grid size={{ xxs: 12, md: 6 }}>
            <FormAsyncAutocompleteField<AddMemberForm, TeamCandidate>
              name="person"
              control={control}
              label="Person"
              placeholder="Type a name or email"
              fetchOptions={(search) => searchCandidates(search).unwrap()}
              renderOption={(option) => (
                <Box>
                  <Typography>{option.fullName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[option.jobTitle, option.email].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              )}
            />
          </Grid>
          <Grid size={{ xxs: 8, md: 4 }}>
            <FormSelectField<AddMemberForm>
              name="role"
              control={control}
              label="Role"
              options={HIRING_TEAM_ROLES.map((role) => ({
                value: role,
                label: HIRING_TEAM_ROLE_LABELS[role].singular,
              }))}
            />
          </Grid>
          <Grid size={{ xxs: 4, md: 2 }}>
            <Button type="submit" startIcon={<PersonAddAlt1OutlinedIcon />} sx={{ mt: 1 }}>
              Add
            </Button>
          </Grid>
        </Grid>
      </Box>
    </Paper>
  );
}

/** /jobs/:id/hiring-team: who hires for the job, and who among them is responsible. */
export default function HiringTeamPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const team = useGetHiringTeamQuery(id);
  const [save, { isLoading: isSaving }] = useSetHiringTeamMutation();
  const canEdit = useHasPermission('rct.module.job_setup.hiring_team.edit');
  const [members, setMembers] = useState<Member[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  useEffect(() => {
    if (team.data) setMembers(team.data.members);
  }, [team.data]);
  const isDirty = Boolean(team.data) && !sameMembers(members, team.data?.members ?? []);
  const { blocker } = useUnsavedChangesPrompt(isDirty);
  usePageTitle(job.data ? `Hiring team: ${job.data.name}` : 'Hiring team');
  const byRole = useMemo(
    () =>
      HIRING_TEAM_ROLES.map((role) => ({ role, people: members.filter((member) => member.role === role) })),
    [members],
  );

  if (!job.data || !team.data) return <JobLoadState query={job.data ? team : job} />;

  const makeResponsible = (target: Member) =>
    setMembers((current) =>
      current.map((member) =>
        member.role === target.role ? { ...member, responsible: member.userId === target.userId } : member,
      ),
    );
  const remove = (target: Member) =>
    setMembers((current) =>
      current.filter((member) => !(member.userId === target.userId && member.role === target.role)),
    );
  const saveTeam = async () => {
    setProblems([]);
    try {
      const body = {
        members: members.map(({ userId, role, responsible }) => ({ userId, role, responsible })),
      };
      const result = await save({ id, body }).unwrap();
      toastSuccess(successMessage(result, 'Hiring team updated successfully!'));
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors.length === 0) return toastError(error);
      // members.<n>.<field>: say who the problem is about.
      setProblems(
        errors.map(({ path, message }) => {
          const index = Number(path.split('.')[1]);
          return members[index] ? `${members[index].name}: ${message}` : message;
        }),
      );
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1">
            Hiring team
          </Typography>
          <Typography color="text.secondary">
            <RouterLink to={paths.job(id)}>{job.data.name}</RouterLink>: who hires, and which recruiter and
            coordinator are responsible for its candidates.
          </Typography>
        </Box>
        {canEdit && (
          <Button variant="contained" disabled={!isDirty} loading={isSaving} onClick={() => void saveTeam()}>
            Save team
          </Button>
        )}
      </Box>
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {canEdit && (
        <AddMember members={members} onAdd={(member) => setMembers((current) => [...current, member])} />
      )}
      {byRole.map(({ role, people }) => (
        <Paper key={role} variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2">
            {HIRING_TEAM_ROLE_LABELS[role].plural}
          </Typography>
          {people.length === 0 ? (
            <Typography color="text.secondary">Nobody yet.</Typography>
          ) : (
            <List aria-label={HIRING_TEAM_ROLE_LABELS[role].plural} disablePadding>
              {people.map((member) => (
                <ListItem
                  key={member.userId}
                  divider
                  secondaryAction={
                    canEdit && (
                      <IconButton
                        aria-label={`Remove ${member.name} as ${HIRING_TEAM_ROLE_LABELS[role].singular.toLowerCase()}`}
                        onClick={() => remove(member)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText primary={member.name} secondary={member.email} />
                  {RESPONSIBLE_ROLES.includes(role) &&
                    (canEdit ? (
                      <FormControlLabel
                        sx={{ mr: 6 }}
                        label="Responsible"
                        control={
                          <Radio
                            checked={member.responsible}
                            onChange={() => makeResponsible(member)}
                            inputProps={{ 'aria-label': `${member.name} is the responsible ${role}` }}
                          />
                        }
                      />
                    ) : (
                      member.responsible && <Chip size="small" label="Responsible" sx={{ mr: 2 }} />
                    ))}
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      ))}
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
