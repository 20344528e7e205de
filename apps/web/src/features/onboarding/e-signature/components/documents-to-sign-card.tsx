import { Link as RouterLink } from 'react-router';
import { Card, CardContent, Link, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { paths } from '../../../../config/paths';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useMyDocumentsQuery } from '../api/e-signature-api';
import { RequestStateChip } from './request-state-chip';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';

/**
 * The documents waiting on the signed-in person, as a new hire or as counter-signer, each linking
 * to its signing page. Nothing shows when none waits (My tasks and the welcome pages embed it).
 */
export function DocumentsToSignCard() {
  const canSign = useHasPermission('onb.module.e_signature.document.sign.own');
  const documents = useMyDocumentsQuery(undefined, { skip: !canSign });
  if (!canSign) return null;
  if (documents.isError)
    return (
      <LoadFailureState
        error={documents.error}
        subject="documents to sign"
        onRetry={() => void documents.refetch()}
      />
    );
  if (documents.isLoading)
    return <Skeleton variant="rounded" height={72} aria-label="Loading documents to sign" />;
  if (!documents.data || documents.data.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="documents-to-sign-title">
      <CardContent>
        <Typography id="documents-to-sign-title" variant="h6" component="h2">
          Documents to sign
        </Typography>
        <List dense disablePadding>
          {documents.data.map((document) => (
            <ListItem key={document.id} disableGutters>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Link component={RouterLink} to={paths.onboardingDocument(document.id)}>
                  {document.party === 'counter_signer'
                    ? `Counter-sign ${document.name}`
                    : `Sign ${document.name}`}
                </Link>
                {document.party === 'counter_signer' && (
                  <Typography variant="body2" color="text.secondary">
                    for {document.newHire.name}
                  </Typography>
                )}
                <RequestStateChip state={document.state} />
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
