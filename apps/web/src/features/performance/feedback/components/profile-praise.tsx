import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { useFeedbackSettingsQuery } from '../api/feedback-api';
import { GiveFeedbackDialog } from './give-feedback-dialog';
import { PraiseList } from './praise-wall';

/**
 * A directory profile's "Praise": what the person has been praised for, which everyone in the company
 * reads (praise is public, the wall on or off), and a way to praise them.
 */
export function ProfilePraise({
  person,
}: {
  person: { id: string; name: string; jobTitle: string | null; avatarUrl: string | null; status: string };
}) {
  const me = useSession().user?.id;
  const readsFeedback = [
    useHasPermission('prf.module.feedback.feedback.view.own'),
    useHasPermission('prf.module.feedback.feedback.view.team'),
    useHasPermission('prf.module.feedback.feedback.view.all'),
  ].some(Boolean);
  const canGive = useHasPermission('prf.module.feedback.feedback.give');
  const settings = useFeedbackSettingsQuery(undefined, { skip: !readsFeedback });
  const [isGiving, setIsGiving] = useState(false);
  if (!readsFeedback) return null;
  const canPraise =
    canGive &&
    person.id !== me &&
    person.status !== 'inactive' &&
    Boolean(settings.data?.permittedTypes.includes('praise'));
  const firstName = person.name.split(' ')[0];

  return (
    <Card variant="outlined" component="section" aria-label="Praise">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2">
            Praise
          </Typography>
          {canPraise && (
            <Button size="small" startIcon={<AddCommentOutlinedIcon />} onClick={() => setIsGiving(true)}>
              Praise {firstName}
            </Button>
          )}
        </Stack>
        <PraiseList
          arg={{ recipientId: person.id }}
          label={`Praise for ${person.name}`}
          empty={{
            title: person.id === me ? 'No praise for you yet' : `No praise for ${firstName} yet`,
            description: canPraise
              ? `Be the first to thank ${firstName} for something they did well.`
              : undefined,
          }}
        />
      </CardContent>
      {canPraise && (
        <GiveFeedbackDialog
          open={isGiving}
          onClose={() => setIsGiving(false)}
          initialRecipients={[
            { id: person.id, name: person.name, jobTitle: person.jobTitle, avatarUrl: person.avatarUrl },
          ]}
        />
      )}
    </Card>
  );
}
