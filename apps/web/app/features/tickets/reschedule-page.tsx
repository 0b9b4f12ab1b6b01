import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addDays,
  formatDate,
  MAX_DAYS_AHEAD,
  Messages,
  type TicketDetail,
  type TimeSlot,
  valleyToday,
} from '@upkeep/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { DateAndSlotPicker } from '../../shared/scheduling/date-and-slot-picker';
import { DaySlots } from '../../shared/scheduling/time-slots';
import { useDaySlots } from '../../shared/scheduling/use-day-slots';
import { ErrorState } from '../../ui/error-state';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { PageLoader } from '../../ui/page-loader';
import { useRescheduleFee } from './api/get-reschedule-fee';
import { useTicket } from './api/get-ticket';
import { useTicketCompanyService } from './api/get-ticket-company-service';
import { ticketKeys } from './api/keys';
import { rescheduleTicket } from './api/reschedule-ticket';
import { FeeNotice } from './fee-notice';
import { formatTicketVisit } from './format';
import { type MoveOutcome, MoveResult } from './move-result';
import { feeDue, type RescheduleChoice, type RescheduleFee } from './reschedule-model';
import { ticketErrorMessage } from './ticket-errors';
import { detailPath, useTicketScreenParams } from './ticket-params';
import { NoTicketChosen, TicketsFrame } from './ticket-ui';

export const RESCHEDULE_TITLE = 'Reschedule';
export const RESCHEDULE_DESCRIPTION = 'Choose a new date and time for your ticket.';

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
  if (!ticketId) return <NoTicketChosen title={RESCHEDULE_TITLE} />;
  return <RescheduleLoader ticketId={ticketId} />;
}

function RescheduleLoader({ ticketId }: { ticketId: number }) {
  const token = useSession(ticketScreenToken) ?? '';
  const ticket = useTicket(ticketId, token);
  const fee = useRescheduleFee(ticketId, token);
  const companyService = useTicketCompanyService(ticketId, token);
  const failed = [ticket, fee, companyService].find((q) => q.isError);
  const [outcome, setOutcome] = useState<{ move: MoveOutcome; ticket: TicketDetail } | null>(null);

  if (outcome) {
    return (
      <TicketsFrame title={RESCHEDULE_TITLE} description={`Ticket #${ticketId}`} size="md">
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
      <TicketsFrame title={RESCHEDULE_TITLE}>
        <ErrorState
          title="Could not load this ticket"
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
      <TicketsFrame title={RESCHEDULE_TITLE} description={`Ticket #${ticketId}`} size="md">
        <Text>This ticket can no longer be rescheduled.</Text>
        <Group>
          <Button component={Link} to={detailPath(ticketId)} variant="light">
            Back to the ticket
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
  const navigate = useNavigate();
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
        setNotice(Messages.rescheduleFailed);
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

  return (
    <TicketsFrame
      title={RESCHEDULE_TITLE}
      description={
        <>
          Ticket #{ticket.id}: {ticket.serviceName} with <strong>{ticket.companyName}</strong>. Now{' '}
          {formatTicketVisit(ticket.scheduledDate, ticket.duration)}.
        </>
      }
      size="md"
    >
      {
        <>
          <FeeNotice fee={fee} />
          <DateAndSlotPicker
            problem={problem}
            problemColor="red"
            label="New date"
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
            <Button component={Link} to={detailPath(ticket.id)} variant="default">
              Back to the ticket
            </Button>
            {available && (
              <Group gap="sm">
                <Text>
                  {formatDate(date)}, <strong>{available.label}</strong>
                </Text>
                <Button size="md" onClick={confirm} loading={busy} disabled={done}>
                  {due ? 'Continue to payment' : 'Reschedule'}
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
