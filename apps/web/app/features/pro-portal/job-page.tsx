/**
 * /pro/jobs/:id: everything the company needs to do one job, and its next steps. The action buttons come
 * from the flow table (GET /company/status-flow/{id}), one tap each; Decline and Cancel ask first (a paid
 * booking is refunded). "On my way" texts the customer; an extra charge asks the customer to pay it.
 */
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type AddOpenChargeRequest,
  addOpenChargeRequest,
  type CompanyTicketDetail,
  FIELD_LIMITS,
} from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { formatMoment } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';
import { useCompanyToken } from '../../session/realm-session';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useAddOpenCharge, useChangeStatus, useCompanyStatusFlow, useCompanyTicket, useOnMyWay } from './api';
import { formatDuration, formatJobWhen, hhmmss } from './format';
import { NeedsActionBadge } from './pro-ui';

export const JOB_NOT_FOUND = 'This job was not found';

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
        <Actions job={data} token={token} />
        <CustomerCard job={data} />
        <WorkCard job={data} />
        {data.canAddCharge && <AddChargeForm id={data.id} token={token} />}
        <OpenChargesCard job={data} />
        <PaymentsCard job={data} />
        <HistoryCard job={data} />
      </Stack>
    </Container>
  );
}

// ---------------------------------------------------------------- actions

/** Decline and Cancel take the booking away from the customer: they are asked first, and refunded if paid. */
export function needsConfirmation(action: string): boolean {
  return /declin|cancel/i.test(action);
}

function Actions({ job, token }: { job: CompanyTicketDetail; token: string }) {
  const flow = useCompanyStatusFlow(job.id, token, true);
  const change = useChangeStatus(job.id, token);
  const [asking, setAsking] = useState<{ action: string; nextStatusID: number } | null>(null);
  const [comment, setComment] = useState('');

  const move = (action: string, nextStatusId: number, comments: string) =>
    change.mutate(
      { nextStatusId, comments },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setComment('');
          notifications.show({ color: 'teal', message: `${action}: the job is now ${answer.data.status}.` });
        },
      },
    );

  const steps = flow.data ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Next steps">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Next steps
        </Title>
        {change.error && !asking && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        {flow.isPending && <Text c="gray.7">Loading what you can do…</Text>}
        {flow.isError && (
          <Alert color="red" variant="light" role="alert">
            Could not load the next steps: {errorMessage(flow.error)}{' '}
            <Anchor component="button" type="button" onClick={() => void flow.refetch()}>
              Try again
            </Anchor>
          </Alert>
        )}
        {flow.isSuccess && steps.length === 0 && <Text c="gray.7">Nothing to do on this job now.</Text>}
        {steps.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: Math.min(steps.length, 3) }} spacing="sm">
            {steps.map((step) => {
              const risky = needsConfirmation(step.action);
              return (
                <Button
                  key={step.nextStatusID}
                  size="lg"
                  color={risky ? 'red' : undefined}
                  variant={risky ? 'outline' : 'filled'}
                  loading={change.isPending && change.variables?.nextStatusId === step.nextStatusID}
                  disabled={change.isPending}
                  onClick={() => {
                    change.reset();
                    if (risky) setAsking(step);
                    else move(step.action, step.nextStatusID, '');
                  }}
                >
                  {step.action}
                </Button>
              );
            })}
          </SimpleGrid>
        )}
        {job.canNotifyOnMyWay && <OnMyWay id={job.id} token={token} />}
      </Stack>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={asking?.action ?? ''} centered>
        <Stack gap="md">
          <Text>
            {asking?.action} job #{job.id}? The customer is told at once.
            {job.totalPaid > 0 && ` They paid ${formatMoney(job.totalPaid)}: the booking will be refunded.`}
            {job.totalPaid === 0 && ' A paid booking is refunded to the customer.'}
          </Text>
          <Textarea
            label="Comment for the customer (optional)"
            value={comment}
            maxLength={FIELD_LIMITS.statusComments}
            onChange={(e) => setComment(e.currentTarget.value)}
            rows={3}
          />
          {change.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(change.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              Keep the job
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              onClick={() => asking && move(asking.action, asking.nextStatusID, comment.trim())}
            >
              {asking?.action ?? 'Confirm'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function OnMyWay({ id, token }: { id: number; token: string }) {
  const onMyWay = useOnMyWay(id, token);
  const [minutes, setMinutes] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Divider />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Arriving in (optional)"
          placeholder="Don't say"
          data={['10', '15', '20', '30', '45', '60', '90'].map((m) => ({ value: m, label: `${m} min` }))}
          value={minutes}
          onChange={setMinutes}
          clearable
          w={170}
        />
        <Button
          size="md"
          variant="light"
          loading={onMyWay.isPending}
          onClick={() =>
            onMyWay.mutate(minutes ? Number(minutes) : undefined, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: 'The customer was texted that you are on your way.' }),
            })
          }
        >
          On my way
        </Button>
      </Group>
      {onMyWay.isSuccess && (
        <Text size="sm" c="teal.9" role="status">
          The customer was told you are on your way.
        </Text>
      )}
      {onMyWay.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(onMyWay.error)}
        </Alert>
      )}
    </Stack>
  );
}

// ---------------------------------------------------------------- extra charge

/** The durations offered for an extra charge: 15 minutes to 8 hours, as hh:mm:ss. */
export const CHARGE_DURATIONS = [15, 30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480].map((m) => ({
  value: hhmmss(m),
  label: `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`,
}));

const CHARGE_LABELS: FieldLabels<AddOpenChargeRequest> = {
  Description: 'Description',
  Price: 'Price',
  Duration: 'Duration',
};

interface ChargeValues {
  Description: string;
  Price: string;
  Duration: string;
}

function AddChargeForm({ id, token }: { id: number; token: string }) {
  const add = useAddOpenCharge(id, token);
  const form = useForm<ChargeValues>({
    mode: 'controlled',
    initialValues: { Description: '', Price: '', Duration: hhmmss(60) },
    validate: (values) => schemaErrors(addOpenChargeRequest, { ...values, Price: values.Price.trim() }, CHARGE_LABELS),
  });
  const submit = form.onSubmit((values) => {
    add.mutate(
      { Description: values.Description.trim(), Price: Number(values.Price), Duration: values.Duration },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'teal', message: 'Extra charge added: the customer was asked to pay it.' });
        },
        onError: (error) => {
          for (const issue of error instanceof ApiError ? (error.errors ?? []) : []) {
            if (issue.field in CHARGE_LABELS) {
              form.setFieldError(issue.field, `${CHARGE_LABELS[issue.field as keyof ChargeValues]} ${issue.message}`);
            }
          }
        },
      },
    );
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Add extra charge">
      <form onSubmit={submit} noValidate aria-label="Add extra charge">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Add extra charge
          </Title>
          <Text size="sm" c="gray.7">
            Extra work the customer asked for on the spot. They get an e-mail (and a text, at most one every 10 minutes)
            to pay or decline it; up to 3 charges can wait for them at a time.
          </Text>
          {add.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(add.error)}
            </Alert>
          )}
          <TextInput
            label="Description"
            required
            maxLength={FIELD_LIMITS.message}
            {...form.getInputProps('Description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Price" leftSection="$" inputMode="decimal" required {...form.getInputProps('Price')} />
            <Select
              label="Duration"
              data={CHARGE_DURATIONS}
              allowDeselect={false}
              required
              {...form.getInputProps('Duration')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={add.isPending}>
              Add charge
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

// ---------------------------------------------------------------- what the job is

function mapsLink(address: string, zipCode: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address} ${zipCode}`.trim())}`;
}

function CustomerCard({ job }: { job: CompanyTicketDetail }) {
  const { customer } = job;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Customer">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Customer
        </Title>
        <Text fw={600}>{customer.name}</Text>
        <Group gap="sm" wrap="wrap">
          {customer.phoneNumber && (
            <Button component="a" href={`tel:${customer.phoneNumber}`} variant="light" size="md">
              Call {customer.phoneNumber}
            </Button>
          )}
          {customer.email && (
            <Button component="a" href={`mailto:${customer.email}`} variant="default" size="md">
              E-mail
            </Button>
          )}
        </Group>
        {customer.email && (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {customer.email}
          </Text>
        )}
        <Text>
          {customer.address} {customer.zipCode}{' '}
          <Anchor href={mapsLink(customer.address, customer.zipCode)} target="_blank" rel="noreferrer">
            Open in maps
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}

function WorkCard({ job }: { job: CompanyTicketDetail }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="The work">
      <Stack gap="sm">
        <Title order={2} size="h4">
          The work
        </Title>
        <Text size="sm" c="gray.7">
          Booked {formatMoment(job.createdDate)} · about {formatDuration(job.duration)}
        </Text>
        {job.instructions && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              Instructions
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{job.instructions}</Text>
          </Stack>
        )}
        {job.description && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              Description
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{job.description}</Text>
          </Stack>
        )}
        {job.lines.length > 0 && (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Answers and lines">
            {job.lines.map((line) => (
              <Group key={line.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text>
                    {line.displayName}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  </Text>
                  {line.description && (
                    <Text size="sm" c="gray.7">
                      {line.description}
                    </Text>
                  )}
                </Stack>
                <Text style={{ whiteSpace: 'nowrap' }}>{formatMoney(line.price)}</Text>
              </Group>
            ))}
          </Stack>
        )}
        <Divider />
        <Stack gap={2}>
          <Amount label="Services" value={job.price} />
          {job.fee > 0 && <Amount label="Booking fee" value={job.fee} />}
          {job.discountAmount > 0 && <Amount label="Discount" value={-job.discountAmount} />}
          <Amount label="Total" value={job.totalPrice} strong />
          <Amount label="Paid" value={job.totalPaid} />
        </Stack>
      </Stack>
    </Card>
  );
}

function Amount({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{formatMoney(value)}</Text>
    </Group>
  );
}

const CHARGE_STATUS = { pending: 'Waiting for the customer', paid: 'Paid', declined: 'Declined' } as const;

function OpenChargesCard({ job }: { job: CompanyTicketDetail }) {
  if (job.openCharges.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Extra charges">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Extra charges
        </Title>
        {job.openCharges.map((charge) => (
          <Group key={charge.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Text>{charge.description}</Text>
              <Text size="sm" c="gray.7">
                {formatDuration(charge.duration)} · {CHARGE_STATUS[charge.status]}
              </Text>
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(charge.price)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const PURPOSES = { booking: 'Booking', reschedule: 'Reschedule', open_charge: 'Extra charge' } as const;

function PaymentsCard({ job }: { job: CompanyTicketDetail }) {
  if (job.payments.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Payments">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Payments
        </Title>
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Payments, scrollable">
          <Box miw={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">For</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatMoment(p.createdDate)}</Table.Td>
                    <Table.Td>{PURPOSES[p.purpose]}</Table.Td>
                    <Table.Td>{p.status}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(p.amount)}
                      {p.refunded > 0 && (
                        <Text size="xs" c="red.8">
                          refunded {formatMoney(p.refunded)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </Box>
      </Stack>
    </Card>
  );
}

function HistoryCard({ job }: { job: CompanyTicketDetail }) {
  if (job.history.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="History">
      <Stack gap="sm">
        <Title order={2} size="h4">
          History
        </Title>
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {job.history.map((entry) => (
            <li key={entry.id}>
              <Text size="sm">
                <Text span fw={600}>
                  {entry.status}
                </Text>{' '}
                <Text span c="gray.7">
                  {formatMoment(entry.updatedAt)} · by {entry.userType.type}
                </Text>
              </Text>
              {entry.comments && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.comments}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
