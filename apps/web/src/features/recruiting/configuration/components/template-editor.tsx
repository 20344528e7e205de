import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { renderTemplate, sampleValues } from '@atrium/shared/schemas/recruiting/email-templates';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';

type Catalogue = Record<string, { label: string; sample: string }>;

/** The tokens a template may use: each inserts itself where the writer chooses. */
export function TokenPicker({
  catalogue,
  targets,
}: {
  catalogue: Catalogue;
  targets: Array<{ label: string; insert: (token: string) => void }>;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Tokens">
      <Typography fontWeight={600} gutterBottom>
        Tokens
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Filled in for each message. Add one to the{' '}
        {targets.map((target) => target.label.toLowerCase()).join(' or ')}:
      </Typography>
      <Stack spacing={1}>
        {Object.entries(catalogue).map(([name, token]) => (
          <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={`{{${name}}}`} title={token.label} />
            <Typography variant="body2" sx={{ flex: 1, minWidth: 120 }}>
              {token.label}
            </Typography>
            {targets.map((target) => (
              <Button
                key={target.label}
                size="small"
                onClick={() => target.insert(`{{${name}}}`)}
                aria-label={`Add ${token.label} to the ${target.label.toLowerCase()}`}
              >
                + {target.label}
              </Button>
            ))}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** What a message will look like, with a sample for every token. */
export function TemplatePreview({
  catalogue,
  subject,
  bodyHtml,
}: {
  catalogue: Catalogue;
  subject?: string;
  bodyHtml: string;
}) {
  const values = sampleValues(catalogue);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Preview">
      <Typography fontWeight={600} gutterBottom>
        Preview
      </Typography>
      {subject !== undefined && (
        <Typography gutterBottom>
          <strong>Subject:</strong> {renderTemplate(subject, values, { html: false })}
        </Typography>
      )}
      <SanitizedHtml html={renderTemplate(bodyHtml, values, { html: true })} />
    </Paper>
  );
}
