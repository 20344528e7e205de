import { useId } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { CopyButton } from './copy-button';

function CodeLine({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <Box
          component="code"
          sx={{
            flex: 1,
            minWidth: 0,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: '0.8125rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Box>
        <CopyButton text={text} label={`Copy the ${label.toLowerCase()}`} isIcon />
      </Stack>
    </Box>
  );
}

/** Where the Harvest API answers and how to call it: Basic auth with the key, On-Behalf-Of on writes. */
export function HarvestUsage() {
  const headingId = useId();
  const base = `${window.location.origin}/api/harvest/v1`;
  return (
    <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }} component="section" aria-labelledby={headingId}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id={headingId}>
          Using the Harvest API
        </Typography>
        <Typography color="text.secondary">
          Send a key as the HTTP Basic user name with an empty password, from your server only. Writes (POST,
          PATCH, PUT, DELETE) also name the user they act for in the <code>On-Behalf-Of</code> header: a
          user&apos;s id from <code>GET /v1/users</code>, recorded in the audit trail.
        </Typography>
        <CodeLine label="Base URL" text={base} />
        <CodeLine label="Read example" text={`curl -u YOUR_API_KEY: "${base}/candidates?per_page=10"`} />
        <CodeLine
          label="Write example"
          text={`curl -u YOUR_API_KEY: -X POST -H "On-Behalf-Of: USER_ID" -H "Content-Type: application/json" -d '{"from_stage_id": STAGE_ID}' "${base}/applications/APPLICATION_ID/advance"`}
        />
      </Stack>
    </Paper>
  );
}
