import { useEffect, useState, type DragEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  MenuItem,
} from '@mui/material';
import {
  SIGNATURE_FIELD_TYPES,
  SIGNATURE_FIELD_TYPE_LABELS,
  SIGNER_PARTIES,
  SIGNER_PARTY_LABELS,
  type SignatureFieldInput,
  type SignatureFieldType,
  type SignerParty,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { paths } from '../../../../config/paths';
import { fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  pdfUrls,
  useSaveSignatureTemplateMutation,
  useSignatureTemplateQuery,
  type SignatureTemplate,
} from '../api/e-signature-api';
import { DocumentPages } from '../components/document-pages';
import { FieldLayer, SIGNER_COLOURS } from '../components/field-layer';
import { TemplateDetailsForm } from '../components/template-details-form';
import { usePdfImages } from '../hooks/use-pdf-images';
import { newField } from '../utils/field-geometry';
import {
  detailsFieldOf,
  detailsOf,
  toTemplateBody,
  type TemplateDetailsValues,
} from '../utils/template-form';

const DRAG_TYPE = 'application/x-atrium-signature-field';

function FieldPalette({
  signer,
  onSigner,
  onAdd,
}: {
  signer: SignerParty;
  onSigner: (signer: SignerParty) => void;
  onAdd: (type: SignatureFieldType) => void;
}) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h2">
        Add fields
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={signer}
        onChange={(_event, value: SignerParty | null) => value && onSigner(value)}
        aria-label="Fields for"
      >
        {SIGNER_PARTIES.map((party) => (
          <ToggleButton key={party} value={party}>
            {SIGNER_PARTY_LABELS[party]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        Drag a field onto a page, or choose it to add it to the page in use.
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Field types"
      >
        {SIGNATURE_FIELD_TYPES.map((type) => (
          <Button
            key={type}
            size="small"
            variant="outlined"
            draggable
            onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, type)}
            onClick={() => onAdd(type)}
            sx={{ borderColor: SIGNER_COLOURS[signer], color: SIGNER_COLOURS[signer] }}
          >
            {SIGNATURE_FIELD_TYPE_LABELS[type]}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

function FieldPanel({
  field,
  pageCount,
  onChange,
  onRemove,
}: {
  field: SignatureFieldInput;
  pageCount: number;
  onChange: (field: SignatureFieldInput) => void;
  onRemove: () => void;
}) {
  return (
    <Stack spacing={2} component="section" aria-label="Selected field">
      <Typography variant="subtitle2" component="h2">
        Selected field
      </Typography>
      <TextField
        select
        size="small"
        label="Type"
        value={field.type}
        onChange={(event) => onChange({ ...field, type: event.target.value as SignatureFieldType })}
      >
        {SIGNATURE_FIELD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {SIGNATURE_FIELD_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Filled in by"
        value={field.signer}
        onChange={(event) => onChange({ ...field, signer: event.target.value as SignerParty })}
      >
        {SIGNER_PARTIES.map((party) => (
          <MenuItem key={party} value={party}>
            {SIGNER_PARTY_LABELS[party]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Page"
        value={field.page}
        onChange={(event) => onChange({ ...field, page: Number(event.target.value) })}
      >
        {Array.from({ length: pageCount }, (_item, index) => (
          <MenuItem key={index} value={index}>
            Page {index + 1}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Label"
        value={field.label ?? ''}
        onChange={(event) => onChange({ ...field, label: event.target.value.slice(0, 100) })}
        helperText="Shown to the signer, e.g. “Employee signature”."
      />
      <FormControlLabel
        control={
          <Switch
            checked={field.required ?? true}
            onChange={(event) => onChange({ ...field, required: event.target.checked })}
          />
        }
        label="Required"
      />
      <Button color="error" variant="outlined" onClick={onRemove}>
        Remove field
      </Button>
    </Stack>
  );
}

function Editor({ template }: { template: SignatureTemplate }) {
  const [fields, setFields] = useState<SignatureFieldInput[]>(template.fields);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [signer, setSigner] = useState<SignerParty>('new_hire');
  const [layoutErrors, setLayoutErrors] = useState<string[]>([]);
  const [save, { isLoading }] = useSaveSignatureTemplateMutation();
  const pdf = usePdfImages(pdfUrls.template(template.id));
  const { control, handleSubmit, setError, reset } = useForm<TemplateDetailsValues>({
    defaultValues: detailsOf(template),
  });
  useEffect(() => reset(detailsOf(template)), [template, reset]);
  const selected = fields.find((field) => field.id === selectedId) ?? null;

  const change = (next: SignatureFieldInput) =>
    setFields((current) => current.map((field) => (field.id === next.id ? next : field)));
  const remove = (id: string) => {
    setFields((current) => current.filter((field) => field.id !== id));
    setSelectedId(null);
  };
  const add = (field: SignatureFieldInput) => {
    setFields((current) => [...current, field]);
    setSelectedId(field.id);
  };
  const drop = (page: number, event: DragEvent<HTMLDivElement>) => {
    const type = event.dataTransfer.getData(DRAG_TYPE) as SignatureFieldType;
    if (!SIGNATURE_FIELD_TYPES.includes(type)) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    const centre =
      rect.width > 0
        ? { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height }
        : undefined;
    add(newField(type, signer, page, centre));
  };

  const submit = handleSubmit(async (values) => {
    setLayoutErrors([]);
    try {
      const result = await save({
        id: template.id,
        body: toTemplateBody(values, template.file.id, fields),
      }).unwrap();
      toastSuccess(successMessage(result, 'Template saved'));
    } catch (error) {
      setLayoutErrors(
        fieldErrors(error)
          .filter((item) => item.path.startsWith('fields'))
          .map((item) => {
            const index = /^fields\.(\d+)/.exec(item.path)?.[1];
            const field = index === undefined ? null : fields[Number(index)];
            return field
              ? `${field.label || SIGNATURE_FIELD_TYPE_LABELS[field.type]} (page ${field.page + 1}): ${item.message}`
              : item.message;
          }),
      );
      showServerErrors(error, setError, detailsFieldOf);
    }
  });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xxs: 12, md: 8 }}>
        <Typography id="field-keyboard-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Select a field to change it. With the keyboard: arrows move it (Shift for larger steps), Alt and the
          arrows resize it, Delete removes it.
        </Typography>
        {pdf.error ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            The pages could not be drawn; fields can still be placed on blank pages of the right size.
          </Alert>
        ) : null}
        {pdf.isLoading && (
          <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} aria-label="Drawing the pages" />
        )}
        <DocumentPages
          pages={template.pages}
          images={pdf.images}
          onPageDrop={drop}
          renderOverlay={(page) => (
            <FieldLayer
              fields={fields}
              page={page}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onChange={change}
              onRemove={remove}
            />
          )}
        />
      </Grid>
      <Grid size={{ xxs: 12, md: 4 }}>
        <Stack
          spacing={3}
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FieldPalette
              signer={signer}
              onSigner={setSigner}
              onAdd={(type) => add(newField(type, signer, selected?.page ?? 0))}
            />
          </Paper>
          {selected && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <FieldPanel
                field={selected}
                pageCount={template.pages.length}
                onChange={change}
                onRemove={() => remove(selected.id)}
              />
            </Paper>
          )}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <TemplateDetailsForm control={control} template={template} />
          </Paper>
          {layoutErrors.length > 0 && (
            <Alert severity="error">
              {layoutErrors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" loading={isLoading}>
              Save template
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Documents already sent keep the fields and file they were sent with.
          </Typography>
        </Stack>
      </Grid>
    </Grid>
  );
}

/** /onboarding/settings/e-signature/:id: a template's fields placed on its pages, and who gets it. */
export default function SignatureTemplateEditorPage() {
  const { id = '' } = useParams();
  const template = useSignatureTemplateQuery(id);
  usePageTitle(template.data ? `${template.data.name} · E-signature` : 'E-signature template');
  return (
    <Stack spacing={3}>
      <Breadcrumbs
        items={[
          { label: 'Settings', to: paths.onboardingSettings },
          { label: 'E-signature', to: paths.onboardingESignature },
          { label: template.data?.name ?? 'Template' },
        ]}
      />
      <PageHeading
        title={template.data?.name ?? 'Template'}
        description="Place the fields each signer fills in on the document’s pages, choose the counter-signer and which new hires get it."
      />
      {template.isError && (
        <LoadFailureState error={template.error} subject="template" onRetry={() => void template.refetch()} />
      )}
      {template.isLoading && (
        <Skeleton variant="rounded" height={480} aria-label="Loading the template" role="progressbar" />
      )}
      {template.data?.archived && (
        <Alert severity="info">
          This template is archived: documents sent from it stay, and it can no longer change.
        </Alert>
      )}
      {template.data && !template.data.archived && <Editor key={template.data.id} template={template.data} />}
    </Stack>
  );
}
