import { Box } from '@mui/material';

/** An endpoint as "GET /v1/candidates/:id": the method in bold, the path in monospace. */
export function HarvestEndpointLabel({ endpoint }: { endpoint: string }) {
  const [method, path] = endpoint.split(' ');
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {method}
      </Box>{' '}
      {path}
    </Box>
  );
}
