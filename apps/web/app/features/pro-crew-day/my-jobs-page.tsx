/**
 * /pro/my-jobs: a crew member's day on their phone (issue 29). Their crew's jobs today and the next days, each
 * with what is needed at the door: the address with a map link, the customer's phone to call or text, the
 * instructions and what was booked (no prices). One tap each for On my way (until the job is started; the card
 * then says the customer was told) and Start Service; Complete Service asks first. Photos of the work, before and
 * after, which the customer sees on their ticket. Every button takes the card's whole width on a phone.
 *
 * In the crew member's language (issue 49): their account's (session/crew-locale.ts), which they choose here; the statuses
 * and moves the API names are said by their id (crew-words.ts).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  type CrewJob,
  formatAddress,
  JOB_PHOTO_CONTENT_TYPES,
  type JobPhotoKind,
  type Locale,
  MAX_JOB_PHOTOS,
  valleyToday,
} from '@upkeep/contract';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api';
import { isNetworkError } from '../../lib/errors';
import { useCrewAccountLocale, useScreenLocale } from '../../session/crew-locale';
import { useCompanySession } from '../../session/realm-session';
import { jobDate } from '../../shared/scheduling/job-format';
import { StatusBadge } from '../../shared/tickets/status-badge';
import { WorkPhotos } from '../../shared/tickets/work-photos';
import { lazyDialog } from '../../ui/lazy-dialog';
import { onDemand, PART_UNAVAILABLE, useOnDemand } from '../../ui/on-demand';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { loadJobPhoto, useAddPhoto, useCrewDay, useMoveJob, useOnMyWay, useRemovePhoto } from './api';
import { clock, dayHeading, jobTime, moveName, startFromWords, statusName } from './crew-words';
import { LanguageChoice } from './language-choice';

/** The document's title (the route's meta, read before the account's language is known: English). */
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

/**
 * What a failed call says to the crew, in their language: the server's words for a request it refused (a 4xx, said
 * in the language the web asks in), the screen's own for the network or anything else.
 */
function failure(i18n: I18n, error: unknown): string {
  if (isNetworkError(error)) return i18n._(PART_UNAVAILABLE);
  if (error instanceof ApiError && error.statusCode < 500 && error.message) return error.message;
  return i18n._(msg`Something went wrong. Try again later.`);
}

/**
 * The crew's day, once their language is active: its words, and the API's, which answers in the screen's language
 * (the day is read after it: a refusal of the read is said in it too).
 */
export function MyJobsPage() {
  const locale = useCrewAccountLocale();
  return useScreenLocale(locale) ? <CrewDay locale={locale} /> : <PageLoader />;
}

function CrewDay({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`My jobs`);
  const token = useCompanySession((s) => s.token) ?? '';
  const day = useCrewDay(token);
  const crew = useCompanySession((s) => s.user?.role === 'crew');
  const today = valleyToday();
  return (
    // Its language said to assistive technology too (the portal around it stays English).
    <div lang={i18n.locale}>
      <ProFrame title={t`My jobs`} description={t`Your crew's jobs today and the next 6 days.`}>
        {crew && <LanguageChoice token={token} locale={locale} />}
        {day.data && (
          <Group gap="xs">
            <Text size="sm">
              <Trans>Your crew:</Trans>
            </Text>
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
          errorTitle={t`Could not load your jobs`}
          fallback={t`Something went wrong. Try again later.`}
          isEmpty={(d) => d.jobs.length === 0}
          empty={
            <Card withBorder radius="md" padding="lg">
              <Text>
                <Trans>No jobs for your crew today or in the next 6 days. New bookings show here as they come.</Trans>
              </Text>
            </Card>
          }
        >
          {(data) => {
            const days = [...new Set(data.jobs.map((j) => jobDate(j.scheduledDate)))];
            return (
              <Stack gap="lg">
                {days.map((date) => (
                  <Stack key={date} gap="sm" component="section" aria-label={dayHeading(i18n, date, today)}>
                    <Title order={2} size="h4">
                      {dayHeading(i18n, date, today)}
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
    </div>
  );
}

function JobCard({ token, job }: { token: string; job: CrewJob }) {
  const { i18n, t } = useLingui();
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
          const status = statusName(i18n, r.data.statusId, r.data.status);
          notifications.show({ color: 'teal', message: t`Job moved to ${status}.` });
        },
      },
    );
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t`Job #${job.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {jobTime(i18n, job.scheduledDate, job.duration)}
            </Text>
            <Text>{job.serviceName}</Text>
          </Stack>
          <StatusBadge status={job.status} label={statusName(i18n, job.statusId, job.status)} />
        </Group>
        <Stack gap={2}>
          <Text fw={600}>{job.customerName}</Text>
          <Text>{formatAddress(job.address, job.zipCode)}</Text>
          <Group gap="md">
            <Anchor href={job.mapUrl} target="_blank" rel="noopener noreferrer" fw={600}>
              <Trans>Open in Maps</Trans>
            </Anchor>
            <Anchor href={`tel:${job.phoneNumber}`} fw={600}>
              <Trans>Call {formatPhone(job.phoneNumber)}</Trans>
            </Anchor>
            <Anchor href={`sms:${job.phoneNumber}`} fw={600} aria-label={t`Text ${job.customerName}`}>
              <Trans>Text</Trans>
            </Anchor>
          </Group>
        </Stack>
        {job.instructions && (
          <Paper bg="blue.0" p="xs" radius="sm">
            <Text size="sm" fw={600}>
              <Trans>Instructions</Trans>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {job.instructions}
            </Text>
          </Paper>
        )}
        {job.lines.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              <Trans>What was booked</Trans>
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
            {failure(i18n, error)}
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
              {toldAt ? t`Tell them again` : t`On my way`}
            </Button>
          )}
          <Text size="sm" c="teal.9" fw={600} role="status">
            {toldAt ? t`${job.customerName} was texted that you are on your way (${clock(i18n, toldAt)}).` : ''}
          </Text>
          {job.steps.map((step) => (
            <Button
              key={step.nextStatusID}
              size="lg"
              fullWidth
              loading={move.isPending && move.variables?.statusId === step.nextStatusID}
              onClick={() => (step.nextStatusID === COMPLETED_STATUS_ID ? setCompleting(step) : send(step))}
            >
              {moveName(i18n, step.nextStatusID, step.action)}
            </Button>
          ))}
          {startLater && job.startFrom && (
            <Text size="sm" c="gray.7">
              {startFromWords(i18n, job.startFrom)}
            </Text>
          )}
        </Stack>
        <CompleteJobDialog
          jobId={job.id}
          customerName={job.customerName}
          step={completing && { ...completing, action: moveName(i18n, completing.nextStatusID, completing.action) }}
          error={completing && move.error ? failure(i18n, move.error) : null}
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
  const { i18n, t } = useLingui();
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
          notifications.show({ color: 'teal', message: t`Photo added. The customer sees it on their ticket.` }),
      },
    );
  };
  const error = add.error ?? remove.error;
  return (
    <Stack gap="xs" component="section" aria-label={t`Photos of job #${job.id}`}>
      <Text size="sm" fw={600}>
        <Trans>Photos of the work</Trans>
      </Text>
      <WorkPhotos
        photos={job.photos}
        load={load}
        empty={
          <Text size="sm" c="gray.7">
            <Trans>No photos yet. Take one before you start and one when you are done: the customer sees them.</Trans>
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
            <Trans>Remove</Trans>
          </Button>
        )}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {failure(i18n, error)}
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
                  {kind === 'before' ? <Trans>Add before photo</Trans> : <Trans>Add after photo</Trans>}
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
  const { i18n } = useLingui();
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
        <Trans>Messages with {job.customerName}</Trans>
      </Button>
      {unavailable && (
        <Text size="sm" c="red.8" role="alert">
          {i18n._(PART_UNAVAILABLE)}
        </Text>
      )}
    </>
  );
}
