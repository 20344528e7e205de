import { useEffect, useRef, type Ref } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  Chip,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Link as RouterLink } from 'react-router';
import type { OrgChartNode } from '@atrium/shared/schemas/performance/directory';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { paths } from '../../../../config/paths';
import { useOrgChartQuery } from '../api/directory-api';

const reportsLabel = (count: number) => (count === 1 ? '1 report' : `${count} reports`);

interface NodeCardProps {
  node: OrgChartNode;
  isFocus?: boolean;
  /** In the grid of reports: as wide as its cell. */
  isFluid?: boolean;
  onFocus: (id: string) => void;
  actionRef?: Ref<HTMLButtonElement>;
}

/** One person in the chart: choosing them walks the chart to them. */
function NodeCard({ node, isFocus = false, isFluid = false, onFocus, actionRef }: NodeCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        width: isFluid ? '100%' : { xs: '100%', sm: 260 },
        borderColor: isFocus ? 'primary.main' : undefined,
        borderWidth: isFocus ? 2 : 1,
      }}
    >
      <CardActionArea
        ref={actionRef}
        onClick={() => onFocus(node.id)}
        aria-current={isFocus ? 'true' : undefined}
        aria-label={`${node.name}${node.jobTitle ? `, ${node.jobTitle}` : ''}, ${reportsLabel(node.directReports)}`}
        sx={{ p: 1.5 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={node.name} avatarUrl={node.avatarUrl} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {node.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {node.jobTitle ?? node.department?.name ?? ''}
            </Typography>
            {node.directReports > 0 && (
              <Chip size="small" label={reportsLabel(node.directReports)} sx={{ mt: 0.5 }} />
            )}
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

const Connector = () => (
  <Box
    aria-hidden
    sx={{ width: 2, height: 20, bgcolor: 'divider', mx: { xs: 'auto', sm: 0 }, ml: { sm: 4 } }}
  />
);

export interface OrgChartProps {
  personId?: string;
  onFocus: (personId: string | undefined) => void;
}

/**
 * The organisation chart around one person: their managers above (the top first), them, then their
 * direct reports; choosing anyone walks to them. Without a person, the people nobody manages.
 */
export function OrgChart({ personId, onFocus }: OrgChartProps) {
  const chart = useOrgChartQuery(personId);
  // Walking the chart replaces the card just chosen: keyboard focus follows to the person now shown.
  const focusCard = useRef<HTMLButtonElement>(null);
  const hasWalked = useRef(false);
  const walkTo = (id: string | undefined) => {
    hasWalked.current = true;
    onFocus(id);
  };
  const shownId = chart.data?.focus?.id;
  useEffect(() => {
    if (hasWalked.current && shownId) focusCard.current?.focus();
  }, [shownId]);
  if (chart.isError)
    return (
      <RetryAlert onRetry={() => void chart.refetch()}>
        The organisation chart could not be loaded.
      </RetryAlert>
    );
  if (!chart.data)
    return (
      <Stack spacing={2} aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" width={260} height={72} />
        ))}
      </Stack>
    );
  const { focus, chain, reports } = chart.data;
  const parentOfFocus = chain.at(-1);
  return (
    <Stack spacing={2}>
      {focus && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<ArrowUpwardIcon />} onClick={() => walkTo(parentOfFocus?.id)}>
            {parentOfFocus ? `Up to ${parentOfFocus.name}` : 'Up to the top'}
          </Button>
          <Button size="small" component={RouterLink} to={paths.performancePerson(focus.id)}>
            View {focus.name}'s profile
          </Button>
        </Stack>
      )}
      <Box component="ol" aria-label="Reporting line" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {chain.map((node) => (
          <Box component="li" key={node.id}>
            <NodeCard node={node} onFocus={walkTo} />
            <Connector />
          </Box>
        ))}
        {focus && (
          <Box component="li">
            <NodeCard node={focus} isFocus onFocus={walkTo} actionRef={focusCard} />
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="org-chart-reports">
        <Typography id="org-chart-reports" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {focus ? `Reporting to ${focus.name}` : 'Top of the organisation'}
        </Typography>
        {reports.length === 0 ? (
          <Alert severity="info" variant="outlined">
            {focus ? `Nobody reports to ${focus.name}.` : 'Nobody is in the directory yet.'}
          </Alert>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
            }}
          >
            {reports.map((node) => (
              <Box component="li" key={node.id}>
                <NodeCard node={node} isFluid onFocus={walkTo} />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {focus && (
        <Typography variant="body2" color="text.secondary">
          Choose anyone to walk the chart to them, or{' '}
          <Link component="button" type="button" onClick={() => walkTo(undefined)}>
            go back to the top
          </Link>
          .
        </Typography>
      )}
    </Stack>
  );
}
