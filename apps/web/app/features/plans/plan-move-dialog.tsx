/**
 * Moving every visit of a plan (issue 31): the customer asks for a first day and a time (valley); from that day on
 * every visit moves to its weekday at that time once the company accepts, the visits before it stay. While the
 * request waits it shows with a way to withdraw it. The server's word on a field shows under that field.
 */
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { PICKER_DATE_FORMAT, type Plan } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { useMonthCrossingPicker } from '../../ui/use-month-crossing-keys';
import { useMovePlan } from './api/move-plan';
import { clockWords, MOVE_TIMES, moveDays, moveSchedule } from './format';

const TIME_OPTIONS = [
  { value: '', label: 'Choose a time', disabled: true },
  ...MOVE_TIMES.map((t) => ({ value: t, label: clockWords(t) })),
];

/** The form, in a dialog open while `opened`. */
export function MoveVisitsDialog({
  plan,
  token,
  opened,
  onClose,
}: {
  plan: Plan;
  token: string;
  opened: boolean;
  onClose: () => void;
}) {
  const move = useMovePlan(plan.id, token);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState<{ date?: string; time?: string }>({});
  const { minDate, maxDate } = moveDays();
  // The keyboard's arrows go on into the next month (Mantine's stop at the month's edge).
  const monthPicker = useMonthCrossingPicker({ value: date, minDate, maxDate });
  const issues = fieldIssues(move.error);
  const issue = (field: string) => issues.find((i) => i.field === field)?.message;
  const serverDate = issue('date');
  const serverTime = issue('time');
  const close = () => {
    move.reset();
    setMissing({});
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = { date: date ? undefined : 'Choose the first day', time: time ? undefined : 'Choose the time' };
    setMissing(problems);
    if (!date || !time) return;
    move.mutate(
      { date, time },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'teal',
            message: `Asked ${answer.companyName} to move your visits. We will tell you its answer.`,
          });
          setDate(null);
          setTime('');
          close();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title="Move all visits" centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            Every visit from this day on moves to its weekday at this time, once {plan.companyName} accepts. Visits
            before it stay as they are.
          </Text>
          <DatePickerInput
            label="First day at the new time"
            valueFormat={PICKER_DATE_FORMAT}
            placeholder="Choose a day"
            minDate={minDate}
            maxDate={maxDate}
            value={date}
            onChange={(value) => {
              setDate(value ? String(value).slice(0, 10) : null);
              setMissing((m) => ({ ...m, date: undefined }));
              move.reset();
            }}
            {...monthPicker}
            popoverProps={{ withinPortal: true }}
            ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month' }}
            error={missing.date ?? (serverDate ? `First day ${serverDate}` : undefined)}
            required
          />
          <NativeSelect
            label="Time"
            description="Las Vegas time"
            data={TIME_OPTIONS}
            value={time}
            onChange={(event) => {
              setTime(event.currentTarget.value);
              setMissing((m) => ({ ...m, time: undefined }));
              move.reset();
            }}
            error={missing.time ?? (serverTime ? `Time ${serverTime}` : undefined)}
            required
          />
          {date && time && (
            <Text size="sm" fw={600} role="status">
              Your visits would be {moveSchedule(date, time)} from that day on.
            </Text>
          )}
          {move.error && !serverDate && !serverTime && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(move.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button type="submit" loading={move.isPending}>
              Ask to move
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
