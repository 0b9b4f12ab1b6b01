import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDays, MAX_DAYS_AHEAD, type TicketDetail, type TimeSlot, valleyToday } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormatDate } from '../../i18n/format-date';
import { useLocaleNavigate, useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { DateAndSlotPicker } from '../../shared/scheduling/date-and-slot-picker';
import { DaySlots } from '../../shared/scheduling/time-slots';
import { useDaySlots } from '../../shared/scheduling/use-day-slots';
import { useServiceName } from '../../shared/search/search-services';
import { ErrorState } from '../../ui/error-state';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { PageLoader } from '../../ui/page-loader';
import { useRescheduleFee } from './api/get-reschedule-fee';
import { useTicket } from './api/get-ticket';
import { useTicketCompanyService } from './api/get-ticket-company-service';
import { ticketKeys } from './api/keys';
import { rescheduleTicket } from './api/reschedule-ticket';
import { FeeNotice } from './fee-notice';
import { useTicketDates } from './format';
import { type MoveOutcome, MoveResult } from './move-result';
import { feeDue, type RescheduleChoice, type RescheduleFee, rescheduleFailed } from './reschedule-model';
import { ticketErrorMessage } from './ticket-errors';
import { detailPath, useTicketScreenParams } from './ticket-params';
import { NoTicketChosen, TicketsFrame } from './ticket-ui';

export const RESCHEDULE_TITLE: MessageDescriptor = msg`Reschedule`;
export const RESCHEDULE_DESCRIPTION: MessageDescriptor = msg`Choose a new date and time for your ticket.`;

export function ReschedulePage() {
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
      <RescheduleScreen />
    </RequireLogin>
  );
}

/** State: ticketID (spec 000 section 2). */
function RescheduleScreen() {
  const { ticketId } = useTicketScreenParams();
  const { i18n } = useLingui();
  if (!ticketId) return <NoTicketChosen title={i18n._(RESCHEDULE_TITLE)} />;
  return <RescheduleLoader ticketId={ticketId} />;
}

function RescheduleLoader({ ticketId }: { ticketId: number }) {
  const token = useSession(ticketScreenToken) ?? '';
  const ticket = useTicket(ticketId, token);
  const fee = useRescheduleFee(ticketId, token);
  const companyService = useTicketCompanyService(ticketId, token);
  const failed = [ticket, fee, companyService].find((q) => q.isError);
  const [outcome, setOutcome] = useState<{ move: MoveOutcome; ticket: TicketDetail } | null>(null);
  const { t, i18n } = useLingui();
  const inLocale = useLocalePath();
  const title = i18n._(RESCHEDULE_TITLE);

  if (outcome) {
    return (
      <TicketsFrame title={title} description={t`Ticket #${ticketId}`} size="md">
        <MoveResult
          outcome={outcome.move}
          duration={outcome.ticket.duration}
          companyName={outcome.ticket.companyName}
        />
      </TicketsFrame>
    );
  }

  if (failed?.error) {
    return (
      <TicketsFrame title={title}>
        <ErrorState
          title={t`Could not load this ticket`}
          message={ticketErrorMessage(failed.error)}
          onRetry={() => {
            for (const q of [ticket, fee, companyService]) if (q.isError) void q.refetch();
          }}
        />
      </TicketsFrame>
    );
  }
  if (!ticket.data || !fee.data || !companyService.data) return <PageLoader />;
  if (!ticket.data.canCustomerReschedule) {
    return (
      <TicketsFrame title={title} description={t`Ticket #${ticketId}`} size="md">
        <Text>
          <Trans>This ticket can no longer be rescheduled.</Trans>
        </Text>
        <Group>
          <Button component={Link} to={inLocale(detailPath(ticketId))} variant="light">
            <Trans>Back to the ticket</Trans>
          </Button>
        </Group>
      </TicketsFrame>
    );
  }
  const loaded = ticket.data;
  return (
    <RescheduleForm
      ticket={loaded}
      fee={fee.data}
      companyServiceId={companyService.data.id}
      token={token}
      onMoved={(move) => setOutcome({ move, ticket: loaded })}
    />
  );
}

function RescheduleForm({
  ticket,
  fee,
  companyServiceId,
  token,
  onMoved,
}: {
  ticket: TicketDetail;
  fee: RescheduleFee;
  companyServiceId: number;
  token: string;
  onMoved: (outcome: MoveOutcome) => void;
}) {
  const navigate = useLocaleNavigate();
  const inLocale = useLocalePath();
  const { t, i18n } = useLingui();
  const dates = useFormatDate();
  const ticketDates = useTicketDates();
  const serviceName = useServiceName();
  const queryClient = useQueryClient();
  const today = valleyToday();
  const maxDate = addDays(today, MAX_DAYS_AHEAD);
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<TimeSlot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // Opens on the first day with a free slot (today when it has one).
  const { picker, slots, dayPicked } = useDaySlots({
    companyServiceId,
    duration: ticket.duration,
    date,
    start: today,
    minDate: today,
    maxDate,
    onFirstOpenDay: setDate,
  });
  const available = slots.data?.find((s) => s.id === chosen?.id && s.isAvailable) ? chosen : null;
  const due = feeDue(fee);

  const changeDate = (value: string | null) => {
    if (!value) return;
    dayPicked();
    setDate(String(value).slice(0, 10));
    setChosen(null);
  };

  const reschedule = useMutation({
    mutationFn: (move: { scheduleId: number; date: string }) =>
      rescheduleTicket(ticket.id, move.scheduleId, move.date, token),
    onSuccess: (answer) => {
      // The screen shows the move's outcome (the loader keeps it while the ticket is read again).
      onMoved({ ...answer.data, ticketId: ticket.id });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all(token) });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.statusCode === 409) {
        setProblem(err.message);
        setChosen(null);
        void slots.refetch();
      } else if (err instanceof ApiError && err.statusCode === 402) {
        // The visit came within the policy's limit while the screen was open: the fee now applies.
        void queryClient.invalidateQueries({ queryKey: ticketKeys.rescheduleFee(token, ticket.id) });
        setProblem(err.message);
      } else {
        setNotice(rescheduleFailed(i18n));
      }
    },
  });
  const busy = reschedule.isPending;
  const done = reschedule.isSuccess;

  const confirm = () => {
    if (!available || busy) return;
    setProblem(null);
    if (due) {
      const choice: RescheduleChoice = {
        TicketId: ticket.id,
        ScheduleID: available.id,
        newDate: date,
        slotLabel: available.label,
      };
      void navigate('/payment-reschedule', { state: choice });
      return;
    }
    reschedule.mutate({ scheduleId: available.id, date });
  };

  const ticketId = ticket.id;
  const service = serviceName(ticket.servicesID, ticket.serviceName);
  const company = ticket.companyName;
  const now = ticketDates.visit(ticket.scheduledDate, ticket.duration);
  return (
    <TicketsFrame
      title={i18n._(RESCHEDULE_TITLE)}
      description={
        <Trans>
          Ticket #{ticketId}: {service} with <strong>{company}</strong>. Now {now}.
        </Trans>
      }
      size="md"
    >
      {
        <>
          <FeeNotice fee={fee} />
          <DateAndSlotPicker
            problem={problem}
            problemColor="red"
            label={t`New date`}
            onDateChange={changeDate}
            {...picker}
            disabled={done}
          >
            <DaySlots
              slots={slots}
              selectedId={available?.id ?? null}
              onToggle={(slot) => setChosen((current) => (current?.id === slot.id ? null : slot))}
            />
          </DateAndSlotPicker>
          <Group justify="space-between" align="center">
            <Button component={Link} to={inLocale(detailPath(ticket.id))} variant="default">
              <Trans>Back to the ticket</Trans>
            </Button>
            {available && (
              <Group gap="sm">
                <Text>
                  {dates.date(date)}, <strong>{dates.slot(available.label)}</strong>
                </Text>
                <Button size="md" onClick={confirm} loading={busy} disabled={done}>
                  {due ? t`Continue to payment` : i18n._(RESCHEDULE_TITLE)}
                </Button>
              </Group>
            )}
          </Group>
        </>
      }
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </TicketsFrame>
  );
}
