import { Fragment, useState } from 'react';
import dayjs from 'dayjs';
import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { HarvestKey } from '../api/harvest-keys-api';
import { harvestEndpointGroups } from '../utils/harvest-endpoint-groups';
import { HarvestEndpointLabel } from './harvest-endpoint-label';
import { stackedTableSx } from './stacked-table-sx';

const date = (value: string | null) => (value ? dayjs(value).format('DD MMM YYYY, HH:mm') : 'Never');
const COLUMNS = ['Name', 'Key', 'Endpoints', 'Created', 'Last used', 'Status'] as const;

function EndpointList({ id, endpoints }: { id: string; endpoints: readonly string[] }) {
  return (
    <Box
      id={id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xxs: '1fr', md: 'repeat(3, 1fr)' },
        gap: 2,
        py: 1,
      }}
    >
      {harvestEndpointGroups(endpoints).map((group) => (
        <Box key={group.label} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2">{group.label}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {group.endpoints.map((endpoint) => (
              <li key={endpoint}>
                <HarvestEndpointLabel endpoint={endpoint} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function KeyRows({ harvestKey, onRevoke }: { harvestKey: HarvestKey; onRevoke: (key: HarvestKey) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = `harvest-key-endpoints-${harvestKey.id}`;
  const count = harvestKey.permissions.length;
  const isRevoked = harvestKey.revokedAt !== null;
  return (
    <Fragment>
      <TableRow sx={{ '& > td': { color: isRevoked ? 'text.disabled' : undefined } }}>
        <TableCell data-label={COLUMNS[0]} sx={{ fontWeight: 600 }}>
          {harvestKey.name}
        </TableCell>
        <TableCell data-label={COLUMNS[1]}>
          <code>{harvestKey.prefix}…</code>
        </TableCell>
        <TableCell data-label={COLUMNS[2]}>
          <Button
            size="small"
            onClick={() => setIsOpen((value) => !value)}
            aria-expanded={isOpen}
            aria-controls={listId}
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
            sx={{ whiteSpace: 'nowrap' }}
          >
            {count} endpoint{count === 1 ? '' : 's'}
          </Button>
        </TableCell>
        <TableCell data-label={COLUMNS[3]}>
          {date(harvestKey.createdAt)}
          {harvestKey.createdBy ? ` by ${harvestKey.createdBy.name}` : ''}
        </TableCell>
        <TableCell data-label={COLUMNS[4]}>{date(harvestKey.lastUsedAt)}</TableCell>
        <TableCell data-label={COLUMNS[5]} align="right">
          {isRevoked ? (
            <Chip size="small" label={`Revoked ${dayjs(harvestKey.revokedAt).format('DD MMM YYYY')}`} />
          ) : (
            <Button color="error" size="small" onClick={() => onRevoke(harvestKey)}>
              Revoke
            </Button>
          )}
        </TableCell>
      </TableRow>
      {isOpen && (
        <TableRow>
          <TableCell colSpan={COLUMNS.length} sx={{ bgcolor: 'action.hover' }}>
            <EndpointList id={listId} endpoints={harvestKey.permissions} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** The company's Harvest keys: a table, stacked as cards on a phone. */
export function HarvestKeysTable({
  keys,
  onRevoke,
}: {
  keys: readonly HarvestKey[];
  onRevoke: (key: HarvestKey) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Harvest API keys" sx={stackedTableSx}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Status' ? 'right' : undefined}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <KeyRows key={key.id} harvestKey={key} onRevoke={onRevoke} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
