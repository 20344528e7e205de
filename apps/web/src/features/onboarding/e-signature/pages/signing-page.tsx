import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Grid,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  E_SIGNATURE_MESSAGES,
  SIGNATURE_CONSENT_TEXT,
  SIGNATURE_FIELD_TYPE_LABELS,
  type SignatureField,
  type SignatureFieldValue,
  type SignatureMark,
  type SignerParty,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { paths } from '../../../../config/paths';
import { fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  pdfUrls,
  useSignatureRequestQuery,
  useSignDocumentMutation,
  type SignatureRequest,
} from '../api/e-signature-api';
import { DocumentPages } from '../components/document-pages';
import { DownloadSignedButton } from '../components/download-signed-button';
import { SIGNER_COLOURS } from '../components/field-layer';
import { RequestStateChip } from '../components/request-state-chip';
import { SCRIPT_FONT, SignaturePad } from '../components/signature-pad';
import { usePdfImages } from '../hooks/use-pdf-images';

const fieldLabel = (field: SignatureField) => field.label || SIGNATURE_FIELD_TYPE_LABELS[field.type];
const byPosition = (a: SignatureField, b: SignatureField) => a.page - b.page || a.y - b.y || a.x - b.x;

/** What a field shows on the page: the value filled in (drawn marks as images), or its name. */
function FieldPreview({
  field,
  value,
  signedOn,
}: {
  field: SignatureField;
  value: SignatureFieldValue | undefined;
  signedOn: string | null;
}) {
  if (field.type === 'date_signed') return <>{signedOn ?? fieldLabel(field)}</>;
  if (value === undefined || value === '' || value === null) return <>{fieldLabel(field)}</>;
  if (typeof value === 'boolean') return <>{value ? '✓' : ''}</>;
  if (typeof value === 'string') return <>{value}</>;
  if (value.mode === 'typed')
    return <span style={{ fontFamily: SCRIPT_FONT, fontSize: '1.2em' }}>{value.text}</span>;
  return (
    <Box
      component="img"
      src={value.image}
      alt="Drawn signature"
      sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
    />
  );
}

function FieldOverlay({
  request,
  page,
  party,
  values,
  today,
}: {
  request: SignatureRequest;
  page: number;
  party: SignerParty | null;
  values: Record<string, SignatureFieldValue>;
  today: string;
}) {
  const signedOn = (field: SignatureField) =>
    field.signer === 'new_hire'
      ? (request.signerEvidence?.signedAt.slice(0, 10) ?? (party === 'new_hire' ? today : null))
      : (request.counterSignerEvidence?.signedAt.slice(0, 10) ?? (party === 'counter_signer' ? today : null));
  return (
    <>
      {request.fields
        .filter((field) => field.page === page)
        .map((field) => {
          const isMine = field.signer === party;
          const colour = SIGNER_COLOURS[field.signer];
          return (
            <Box
              key={field.id}
              data-testid={`field-${field.id}`}
              sx={{
                position: 'absolute',
                left: `${field.x * 100}%`,
                top: `${field.y * 100}%`,
                width: `${field.width * 100}%`,
                height: `${field.height * 100}%`,
                border: isMine ? 2 : 1,
                borderStyle: isMine ? 'solid' : 'dotted',
                borderColor: colour,
                bgcolor: isMine ? `${colour}1f` : 'transparent',
                color: '#0d1a59',
                fontSize: 12,
                overflow: 'hidden',
                display: 'flex',
                alignItems: 'center',
                px: 0.25,
              }}
            >
              <FieldPreview field={field} value={values[field.id]} signedOn={signedOn(field)} />
            </Box>
          );
        })}
    </>
  );
}

function FieldInput({
  field,
  value,
  error,
  suggestion,
  onChange,
}: {
  field: SignatureField;
  value: SignatureFieldValue | undefined;
  error?: string;
  suggestion: { name: string; initials: string };
  onChange: (value: SignatureFieldValue | undefined) => void;
}) {
  const label = `${fieldLabel(field)}${field.required ? ' *' : ''} (page ${field.page + 1})`;
  if (field.type === 'signature' || field.type === 'initials')
    return (
      <Box>
        <Typography variant="subtitle2">{label}</Typography>
        <SignaturePad
          label={fieldLabel(field)}
          suggestion={field.type === 'initials' ? suggestion.initials : suggestion.name}
          value={(typeof value === 'object' ? value : null) as SignatureMark | null}
          onChange={(mark) => onChange(mark ?? undefined)}
          error={error}
        />
      </Box>
    );
  if (field.type === 'checkbox')
    return (
      <Box>
        <FormControlLabel
          control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
          label={label}
        />
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    );
  return (
    <TextField
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}

function SigningForm({ request, party }: { request: SignatureRequest; party: SignerParty }) {
  const user = useSession().user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const suggestion = {
    name,
    initials: name
      .split(/\s+/)
      .map((part) => part[0] ?? '')
      .join(''),
  };
  const mine = useMemo(
    () =>
      request.fields
        .filter((field) => field.signer === party && field.type !== 'date_signed')
        .sort(byPosition),
    [request.fields, party],
  );
  const [values, setValues] = useState<Record<string, SignatureFieldValue>>(() =>
    Object.fromEntries(mine.filter((field) => field.type === 'full_name').map((field) => [field.id, name])),
  );
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sign, { isLoading }] = useSignDocumentMutation();
  const pdf = usePdfImages(pdfUrls.original(request.id));
  const today = new Date().toISOString().slice(0, 10);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const field of mine) {
      const value = values[field.id];
      if (field.required && (value === undefined || value === '' || value === false))
        missing[`values.${field.id}`] =
          field.type === 'signature' || field.type === 'initials'
            ? E_SIGNATURE_MESSAGES.signatureInvalid
            : E_SIGNATURE_MESSAGES.fieldRequired;
    }
    if (!consent) missing.consent = E_SIGNATURE_MESSAGES.consentRequired;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const result = await sign({ id: request.id, body: { consent: true, values } }).unwrap();
      toastSuccess(successMessage(result, 'Document signed'));
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    }
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xxs: 12, md: 7 }}>
        {pdf.isLoading && (
          <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} aria-label="Drawing the pages" />
        )}
        {pdf.error ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            The document’s pages could not be shown here. Reload the page to try again.
          </Alert>
        ) : null}
        <DocumentPages
          pages={request.pages}
          images={pdf.images}
          renderOverlay={(page) => (
            <FieldOverlay
              request={request}
              page={page}
              party={party}
              values={{ ...request.values, ...values }}
              today={today}
            />
          )}
        />
      </Grid>
      <Grid size={{ xxs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
          <Stack
            spacing={2}
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label="Sign"
          >
            <Typography variant="h6" component="h2">
              Your fields
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Highlighted on the document. The date is filled in when you sign.
            </Typography>
            {mine.map((field) => (
              <FieldInput
                key={field.id}
                field={field}
                value={values[field.id]}
                error={errors[`values.${field.id}`]}
                suggestion={suggestion}
                onChange={(value) =>
                  setValues((current) => {
                    const next = { ...current };
                    if (value === undefined) delete next[field.id];
                    else next[field.id] = value;
                    return next;
                  })
                }
              />
            ))}
            <Box>
              <FormControlLabel
                control={
                  <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />
                }
                label={SIGNATURE_CONSENT_TEXT}
              />
              {errors.consent && <FormHelperText error>{errors.consent}</FormHelperText>}
            </Box>
            <Typography variant="body2" color="text.secondary">
              Your name, email, the time, your IP address and browser are recorded with your signature.
            </Typography>
            <Box>
              <Button type="submit" variant="contained" loading={isLoading}>
                Sign document
              </Button>
            </Box>
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  );
}

function statusText(request: SignatureRequest): string {
  if (request.state === 'completed')
    return 'Signed by everyone. The signed PDF has a certificate page naming each signer.';
  if (request.state === 'cancelled') return 'This document was cancelled and can no longer be signed.';
  if (request.state === 'waiting_for_counter_signature')
    return `Waiting for ${request.counterSigner?.name ?? 'the counter-signer'} to counter-sign.`;
  return `Waiting for ${request.signer?.name ?? request.newHire.name} to sign.`;
}

/** /onboarding/documents/:requestId: a document to sign in the browser, then to download. */
export default function SigningPage() {
  const { requestId = '' } = useParams();
  const request = useSignatureRequestQuery(requestId);
  const data = request.data;
  usePageTitle(data ? `Sign: ${data.name}` : 'Document');
  const party: SignerParty | null = data?.canSign
    ? data.state === 'waiting_for_signature'
      ? 'new_hire'
      : 'counter_signer'
    : null;
  return (
    <Stack spacing={3}>
      <Breadcrumbs
        items={[{ label: 'My tasks', to: paths.onboardingMyTasks }, { label: data?.name ?? 'Document' }]}
      />
      <PageHeading
        title={data?.name ?? 'Document'}
        description={data ? `For ${data.newHire.name}` : undefined}
        action={data?.canDownload ? <DownloadSignedButton id={data.id} name={data.name} /> : undefined}
      />
      {request.isError && (
        <LoadFailureState error={request.error} subject="document" onRetry={() => void request.refetch()} />
      )}
      {request.isLoading && (
        <Skeleton variant="rounded" height={480} aria-label="Loading the document" role="progressbar" />
      )}
      {data && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <RequestStateChip state={data.state} />
          <Typography color="text.secondary">
            {party ? 'Waiting for your signature.' : statusText(data)}
          </Typography>
        </Stack>
      )}
      {data && party && <SigningForm key={`${data.id}-${data.state}`} request={data} party={party} />}
      {data && !party && data.state !== 'cancelled' && <ReadOnlyDocument request={data} />}
    </Stack>
  );
}

function ReadOnlyDocument({ request }: { request: SignatureRequest }) {
  const pdf = usePdfImages(pdfUrls.original(request.id));
  return (
    <Box sx={{ maxWidth: 760 }}>
      <DocumentPages
        pages={request.pages}
        images={pdf.images}
        renderOverlay={(page) => (
          <FieldOverlay request={request} page={page} party={null} values={request.values} today="" />
        )}
      />
    </Box>
  );
}
