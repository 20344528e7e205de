import { Typography } from '@mui/material';
import { EmptyState } from '../../../../components/ui/empty-state';
import { paths } from '../../../../config/paths';
import { HomeCard } from '../../home/components/home-card';
import { formatDate } from '../../new-hires/utils/new-hire-labels';
import { useSignaturesWaitingQuery } from '../api/dashboard-api';
import { CardStates } from './card-states';
import { SummaryList } from './summary-list';

const WAITING_ON = {
  waiting_for_signature: 'Waiting for the new hire',
  waiting_for_counter_signature: 'Waiting for the counter-signer',
} as const;

/** Documents sent for signature and not yet signed by everyone, the longest waiting first. */
export function SignaturesWaitingCard() {
  const waiting = useSignaturesWaitingQuery();
  return (
    <HomeCard title="Documents waiting for signature">
      <CardStates
        label="documents waiting"
        isLoading={!waiting.data}
        isError={waiting.isError}
        onRetry={() => void waiting.refetch()}
      >
        {() => {
          const { items, waitingForSignature, waitingForCounterSignature } = waiting.data!;
          if (items.length === 0)
            return (
              <EmptyState
                isCompact
                title="No documents waiting"
                description="Every document sent is signed."
              />
            );
          return (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {`${waitingForSignature} waiting for the new hire · ${waitingForCounterSignature} waiting for the counter-signer`}
              </Typography>
              <SummaryList
                label="Documents waiting for signature"
                items={items.map((item) => ({
                  key: item.id,
                  title: item.hireName,
                  to: paths.newHire(item.newHireId),
                  detail: `${item.name} · ${WAITING_ON[item.state]}`,
                  aside: (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {`Sent ${formatDate(item.sentAt)}`}
                    </Typography>
                  ),
                }))}
              />
            </>
          );
        }}
      </CardStates>
    </HomeCard>
  );
}
