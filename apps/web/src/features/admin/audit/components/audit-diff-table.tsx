import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { auditDiff, formatAuditValue } from '../utils/audit-diff';

const valueSx = { fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' };

/** Before and after side by side; changed keys are tinted and labelled (not by colour alone). */
export function AuditDiffTable({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditDiff(before, after);
  if (rows.length === 0) {
    return <Typography color="text.secondary">This event recorded no before or after.</Typography>;
  }
  return (
    <Table size="small" aria-label="Before and after">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '22%' }}>Field</TableCell>
          <TableCell sx={{ width: '39%' }}>Before</TableCell>
          <TableCell sx={{ width: '39%' }}>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            data-changed={row.isChanged || undefined}
            sx={row.isChanged ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}
          >
            <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
              <Box component="span" sx={{ fontWeight: row.isChanged ? 700 : 400 }}>
                {row.key}
              </Box>
              {row.isChanged && (
                <Chip size="small" color="warning" variant="outlined" label="Changed" sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell sx={{ ...valueSx, verticalAlign: 'top' }}>{formatAuditValue(row.before)}</TableCell>
            <TableCell sx={{ ...valueSx, verticalAlign: 'top' }}>{formatAuditValue(row.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
