/**
 * /pro/jobs/:id: everything the company needs to do one job, and its next steps. The action buttons come
 * from the flow table (GET /company/status-flow/{id}), one tap each; Decline and Cancel ask first (a paid
 * booking is refunded). "On my way" texts the customer; an extra charge asks the customer to pay it. The crew that
 * does it is shown, and changed to another that may take it while the job is to come. "Write a quote" (issue 50)
 * opens the quote editor on a confirmed estimate request, a Scheduled or an In Progress job, for owners and office.
 */
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { useCompanySession, useCompanyToken } from '../../session/realm-session';
import { formatJobWhen } from '../../shared/scheduling/job-format';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useCompanyTicket } from './api/get-company-ticket';
import { JobActions } from './job-actions';
import { JobAddChargeForm } from './job-add-charge-form';
import { JobCrewCard } from './job-crew-card';
import { JobCustomerCard } from './job-customer-card';
import { JobHistoryCard } from './job-history-card';
import { JobMessages } from './job-messages';
import { JobMoveRequest } from './job-move-request';
import { JobOpenChargesCard } from './job-open-charges-card';
import { JobPaymentsCard } from './job-payments-card';
import { JobWorkCard } from './job-work-card';
import { NeedsActionBadge } from './pro-ui';

export const JOB_NOT_FOUND = 'This job was not found';

/**
 * Whether a quote may be written on the job (decision 0039): a Pending estimate request (a Pending booking otherwise
 * is an unpaid checkout or a booking to confirm), a Scheduled or an In Progress job; never a final one.
 */
export function mayWriteQuote(job: { status: string; isEstimate: boolean }): boolean {
  return (job.status === 'Pending' && job.isEstimate) || job.status === 'Scheduled' || job.status === 'In Progress';
}

/** The id of the URL, or null when it is not a positive number. */
export function jobIdOf(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function JobPage({ id }: { id: string | undefined }) {
  const jobId = jobIdOf(id);
  if (jobId === null) return <JobNotFound />;
  return <Job id={jobId} />;
}

function JobNotFound() {
  return (
    <Stack align="center" gap="sm" py={60} role="alert">
      <Title order={1} size="h2">
        {JOB_NOT_FOUND}
      </Title>
      <Text c="gray.7" ta="center">
        It may belong to another company, or the link is wrong.
      </Text>
      <Button component={Link} to="/pro/jobs">
        Back to jobs
      </Button>
    </Stack>
  );
}

function Job({ id }: { id: number }) {
  const token = useCompanyToken() ?? '';
  const job = useCompanyTicket(id, token);
  const crew = useCompanySession((s) => s.user?.role === 'crew');
  if (job.isPending) return <PageLoader />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.statusCode === 404) return <JobNotFound />;
    return (
      <ErrorState
        title="Could not load this job"
        message={errorMessage(job.error)}
        onRetry={() => void job.refetch()}
      />
    );
  }
  const data = job.data;
  return (
    <Container size={900} px={0} pb="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/pro/jobs" size="sm">
          ‹ All jobs
        </Anchor>
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {data.serviceName} · #{data.id}
          </Title>
          <Text fw={600}>{formatJobWhen(data.scheduledDate, data.duration)}</Text>
          <Group gap="xs">
            <StatusBadge status={data.status} />
            <NeedsActionBadge reason={data.needsAction} />
            {data.isEstimate && (
              <Text size="sm" c="gray.7">
                Estimate
              </Text>
            )}
          </Group>
        </Stack>
        {!crew && mayWriteQuote(data) && (
          <Group gap="sm">
            <Button component={Link} to={`/pro/jobs/${data.id}/quote`} variant="light">
              Write a quote
            </Button>
            <Text size="sm" c="gray.7">
              Options with prices for the customer to approve{data.isEstimate ? '' : ', as a change of scope'}.
            </Text>
          </Group>
        )}
        <JobMoveRequest job={data} token={token} />
        <JobActions job={data} token={token} />
        <JobCustomerCard job={data} />
        <JobCrewCard id={data.id} token={token} />
        <JobMessages id={data.id} token={token} />
        <JobWorkCard job={data} />
        {data.canAddCharge && <JobAddChargeForm id={data.id} token={token} />}
        <JobOpenChargesCard job={data} />
        <JobPaymentsCard job={data} />
        <JobHistoryCard job={data} />
      </Stack>
    </Container>
  );
}
