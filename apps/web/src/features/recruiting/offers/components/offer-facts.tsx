import { useId, useState } from 'react';
import { Box, Button, Chip, Collapse, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { OFFER_STATUS_LABELS } from '@atrium/shared/schemas/recruiting/offers';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';
import { formatDay } from '../../candidates/utils/candidate-labels';
import type { Offer } from '../api/offers-api';
import { formatSalary, OFFER_STATUS_COLOURS } from '../utils/offer-format';
import { Fact } from '../../../../components/ui/fact';

export function OfferStatusChip({ offer }: { offer: Offer }) {
  return (
    <Chip
      size="small"
      color={OFFER_STATUS_COLOURS[offer.status]}
      variant={offer.status === 'draft' || offer.status === 'deprecated' ? 'outlined' : 'filled'}
      label={OFFER_STATUS_LABELS[offer.status]}
    />
  );
}

/** The offer's terms as a list of facts. */
export function OfferFacts({ offer }: { offer: Offer }) {
  return (
    <Box
      component="dl"
      aria-label={`Terms of version ${offer.version}`}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xxs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Fact label="Salary">{formatSalary(offer.salary, offer.currency, offer.salaryPeriod)}</Fact>
      <Fact label="Start date">{formatDay(offer.startDate)}</Fact>
      <Fact label="Opening">{offer.opening?.label ?? 'Not chosen'}</Fact>
      <Fact label="Expires">{offer.expiresOn ? formatDay(offer.expiresOn) : 'No expiry'}</Fact>
      <Fact label="Template">{offer.template?.name ?? '—'}</Fact>
      <Fact label="Created">
        {formatDay(offer.createdAt)}
        {offer.createdBy ? ` by ${offer.createdBy.name}` : ''}
      </Fact>
      {offer.note && <Fact label="Note for the approvers">{offer.note}</Fact>}
    </Box>
  );
}

/** The letter as rendered from the template, cleaned before it is shown; it scrolls when long. */
export function OfferLetter({ offer }: { offer: Offer }) {
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} variant="subtitle2" component="h5" sx={{ mb: 0.5 }}>
        Letter
      </Typography>
      <Box
        role="region"
        aria-labelledby={headingId}
        // A region that scrolls must be reachable by keyboard to be scrolled.
        tabIndex={0}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 2,
          maxHeight: 320,
          // A wide table or image in a template scrolls here, never the page.
          overflow: 'auto',
          overflowWrap: 'anywhere',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <SanitizedHtml html={offer.letterHtml} />
      </Box>
    </Box>
  );
}

/** Earlier versions, newest first, folded away until asked for. */
export function OfferHistory({ history }: { history: Offer[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  if (history.length === 0) return null;
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={listId}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
      >
        Earlier versions ({history.length})
      </Button>
      <Collapse in={isOpen} id={listId}>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, mt: 1, listStyle: 'none' }}>
          {history.map((version) => (
            <Box
              component="li"
              key={version.id}
              sx={{ borderInlineStart: 3, borderColor: 'divider', pl: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                Version {version.version} · replaced {formatDay(version.updatedAt)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {formatSalary(version.salary, version.currency, version.salaryPeriod)} · starts{' '}
                {formatDay(version.startDate)}
                {version.sentAt ? ` · sent ${formatDay(version.sentAt)}` : ''}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
