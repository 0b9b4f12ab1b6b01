/**
 * /pro/my-jobs: a crew member's day on their phone (issue 29). Their crew's jobs today and the next days, each
 * with what is needed at the door: the address with a map link, the customer's phone to call or text, the
 * instructions and what was booked (no prices). One tap each for On my way (until the job is started; the card
 * then says the customer was told) and Start Service; Complete Service asks first. Photos of the work, before and
 * after, which the customer sees on their ticket. Every button takes the card's whole width on a phone.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addDays,
  type CrewJob,
  formatAddress,
  formatValleyClock,
  JOB_PHOTO_CONTENT_TYPES,
  type JobPhotoKind,
  MAX_JOB_PHOTOS,
  valleyToday,
} from '@upkeep/contract';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useCompanySession } from '../../session/realm-session';
import { formatDay, formatJobTime, jobDate } from '../../shared/scheduling/job-format';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { WorkPhotos } from '../../shared/tickets/work-photos';
import { lazyDialog } from '../../ui/lazy-dialog';
import { onDemand, PART_UNAVAILABLE, useOnDemand } from '../../ui/on-demand';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { loadJobPhoto, useAddPhoto, useCrewDay, useMoveJob, useOnMyWay, useRemovePhoto } from './api';

export const MY_JOBS_TITLE = 'My jobs';
/** The status a crew's last step leads to (the flow's Complete Service): asked before it is sent. */
const COMPLETED_STATUS_ID = 4;

/** "Complete job #…?", asked before the last step; loaded when first asked (issue 48). */
const CompleteJobDialog = lazyDialog(() => import('./complete-job-dialog').then((m) => m.CompleteJobDialog), {
  isOpen: (props) => props.step !== null,
  closed: (props) => ({ ...props, step: null }),
});

/** '(702) 555-0177' for ten digits; anything else as it is. */
function formatPhone(digits: string): string {
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

/** 'Today', 'Yesterday' (a late visit not started yet stays on the list past midnight), else the day. */
function dayHeading(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  return formatDay(date);
}

export function MyJobsPage() {
  const token = useCompanySession((s) => s.token) ?? '';
  const day = useCrewDay(token);
  const today = valleyToday();
  return (
    <ProFrame title={MY_JOBS_TITLE} description="Your crew's jobs today and the next 6 days.">
      {day.data && (
        <Group gap="xs">
          <Text size="sm">Your crew:</Text>
          <Badge
            variant="outline"
            color={day.data.crew.color}
            c="dark.8"
            radius="sm"
            leftSection={
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 8,
                  height: 8,
                  borderRadius: 4,
                  background: day.data.crew.color,
                }}
              />
            }
          >
            {day.data.crew.name}
          </Badge>
        </Group>
      )}
      <QueryView
        query={day}
        errorTitle="Could not load your jobs"
        isEmpty={(d) => d.jobs.length === 0}
        empty={
          <Card withBorder radius="md" padding="lg">
            <Text>No jobs for your crew today or in the next 6 days. New bookings show here as they come.</Text>
          </Card>
        }
      >
        {(data) => {
          const days = [...new Set(data.jobs.map((j) => jobDate(j.scheduledDate)))];
          return (
            <Stack gap="lg">
              {days.map((date) => (
                <Stack key={date} gap="sm" component="section" aria-label={dayHeading(date, today)}>
                  <Title order={2} size="h4">
                    {dayHeading(date, today)}
                  </Title>
                  {data.jobs
                    .filter((j) => jobDate(j.scheduledDate) === date)
                    .map((job) => (
                      <JobCard key={job.id} token={token} job={job} />
                    ))}
                </Stack>
              ))}
            </Stack>
          );
        }}
      </QueryView>
    </ProFrame>
  );
}

function JobCard({ token, job }: { token: string; job: CrewJob }) {
  const move = useMoveJob(token);
  const onMyWay = useOnMyWay(token);
  const error = move.error ?? onMyWay.error;
  const startLater = job.startFrom && new Date(job.startFrom).getTime() > Date.now();
  const [toldAt, setToldAt] = useState<Date | null>(null);
  const [completing, setCompleting] = useState<{ action: string; nextStatusID: number } | null>(null);
  const send = (step: { nextStatusID: number }) =>
    move.mutate(
      { ticketId: job.id, statusId: step.nextStatusID },
      {
        onSuccess: (r) => {
          setCompleting(null);
          notifications.show({ color: 'teal', message: r.message });
        },
      },
    );
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Job #${job.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {formatJobTime(job.scheduledDate, job.duration)}
            </Text>
            <Text>{job.serviceName}</Text>
          </Stack>
          <StatusBadge status={job.status} />
        </Group>
        <Stack gap={2}>
          <Text fw={600}>{job.customerName}</Text>
          <Text>{formatAddress(job.address, job.zipCode)}</Text>
          <Group gap="md">
            <Anchor href={job.mapUrl} target="_blank" rel="noopener noreferrer" fw={600}>
              Open in Maps
            </Anchor>
            <Anchor href={`tel:${job.phoneNumber}`} fw={600}>
              Call {formatPhone(job.phoneNumber)}
            </Anchor>
            <Anchor href={`sms:${job.phoneNumber}`} fw={600} aria-label={`Text ${job.customerName}`}>
              Text
            </Anchor>
          </Group>
        </Stack>
        {job.instructions && (
          <Paper bg="blue.0" p="xs" radius="sm">
            <Text size="sm" fw={600}>
              Instructions
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {job.instructions}
            </Text>
          </Paper>
        )}
        {job.lines.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              What was booked
            </Text>
            <Stack component="ul" gap={0} m={0} pl="md">
              {job.lines.map((line) => (
                <Text component="li" size="sm" key={line.id}>
                  {line.displayName}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
        {job.description && (
          <Text size="sm" c="gray.8">
            {job.description}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        <Stack gap="xs">
          {job.canNotifyOnMyWay && (
            <Button
              size="lg"
              variant="light"
              fullWidth
              loading={onMyWay.isPending}
              onClick={() =>
                onMyWay.mutate(job.id, {
                  onSuccess: () => setToldAt(new Date()),
                })
              }
            >
              {toldAt ? 'Tell them again' : 'On my way'}
            </Button>
          )}
          <Text size="sm" c="teal.9" fw={600} role="status">
            {toldAt ? `${job.customerName} was texted that you are on your way (${formatValleyClock(toldAt)}).` : ''}
          </Text>
          {job.steps.map((step) => (
            <Button
              key={step.nextStatusID}
              size="lg"
              fullWidth
              loading={move.isPending && move.variables?.statusId === step.nextStatusID}
              onClick={() => (step.nextStatusID === COMPLETED_STATUS_ID ? setCompleting(step) : send(step))}
            >
              {step.action}
            </Button>
          ))}
          {startLater && job.startFrom && (
            <Text size="sm" c="gray.7">
              You can start this job from {formatValleyClock(new Date(job.startFrom))}
              {jobDate(job.startFrom) === valleyToday() ? ' today' : ` on ${formatDay(jobDate(job.startFrom))}`}.
            </Text>
          )}
        </Stack>
        <CompleteJobDialog
          jobId={job.id}
          customerName={job.customerName}
          step={completing}
          error={completing ? move.error : null}
          pending={move.isPending}
          onClose={() => setCompleting(null)}
          onConfirm={(step) => send(step)}
        />
        <JobPhotos token={token} job={job} />
        <CrewMessages token={token} job={job} />
      </Stack>
    </Card>
  );
}

function JobPhotos({ token, job }: { token: string; job: CrewJob }) {
  const add = useAddPhoto(token);
  const remove = useRemovePhoto(token);
  const load = useCallback((photoId: number) => loadJobPhoto(token, job.id, photoId), [token, job.id]);
  const full = job.photos.length >= MAX_JOB_PHOTOS;
  const upload = (kind: JobPhotoKind) => (file: File | null) => {
    if (!file) return;
    add.mutate(
      { ticketId: job.id, kind, file },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: 'Photo added. The customer sees it on their ticket.' }),
      },
    );
  };
  const error = add.error ?? remove.error;
  return (
    <Stack gap="xs" component="section" aria-label={`Photos of job #${job.id}`}>
      <Text size="sm" fw={600}>
        Photos of the work
      </Text>
      <WorkPhotos
        photos={job.photos}
        load={load}
        empty={
          <Text size="sm" c="gray.7">
            No photos yet. Take one before you start and one when you are done: the customer sees them.
          </Text>
        }
        actions={(photo) => (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={remove.isPending && remove.variables?.photoId === photo.id}
            onClick={() => remove.mutate({ ticketId: job.id, photoId: photo.id })}
          >
            Remove
          </Button>
        )}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {!full && (
        // One under the other on a phone, side by side from 576 px: a label is never cut ("Add before p").
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {(['before', 'after'] as const).map((kind) => (
            <FileButton key={kind} onChange={upload(kind)} accept={JOB_PHOTO_CONTENT_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="md"
                  fullWidth
                  loading={add.isPending && add.variables?.kind === kind}
                >
                  Add {kind} photo
                </Button>
              )}
            </FileButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The conversation with the customer, behind a tap: a gate code, a late arrival, a question at the door. */
const crewMessages = onDemand(() => import('./crew-messages'));

/** The job's messages, behind a button: their code (the conversation, its live stream) loads on the tap. */
function CrewMessages({ token, job }: { token: string; job: CrewJob }) {
  const [open, setOpen] = useState(false);
  const [part, request] = useOnDemand(crewMessages);
  const [unavailable, setUnavailable] = useState(false);
  if (open && part) return <part.OpenCrewMessages token={token} job={job} />;
  const show = () => {
    setOpen(true);
    setUnavailable(false);
    // Its code could not be fetched: said under the button, which tries again.
    request().catch(() => setUnavailable(true));
  };
  return (
    <>
      <Button
        variant="subtle"
        loading={open && !unavailable}
        onClick={show}
        onPointerEnter={() => void crewMessages.load().catch(() => {})}
      >
        Messages with {job.customerName}
      </Button>
      {unavailable && (
        <Text size="sm" c="red.8" role="alert">
          {PART_UNAVAILABLE}
        </Text>
      )}
    </>
  );
}
