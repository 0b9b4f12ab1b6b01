/**
 * /pro/hours: the weekly hours (GET/PUT /company/calendar: bookable start times per weekday) and time off
 * (GET/POST/DELETE /company/time-off). Time off over booked jobs is refused with a 409 naming them, shown as is.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { addDays, formatDate, PICKER_DATE_FORMAT, timeOffRequest, valleyToday } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useMonthCrossingPicker } from '../../ui/use-month-crossing-keys';
import { useAddTimeOff } from './api/add-time-off';
import { useCalendar } from './api/get-calendar';
import { useTimeOff } from './api/get-time-off';
import { useRemoveTimeOff } from './api/remove-time-off';
import { useUpdateCalendar } from './api/update-calendar';
import { HALF_HOURS, PRESET_8_TO_4, timeLabel, WEEK_ORDER, WEEKDAYS, type WeekHours, weekOf } from './hours-model';
import { useToken } from './setup-api';

export const HOURS_TITLE = 'Hours & time off';

export function HoursPage() {
  const token = useToken();
  const calendar = useCalendar(token);
  return (
    <ProFrame title={HOURS_TITLE} description="When customers can book you: the start times you accept each week.">
      {calendar.isPending ? (
        <PageLoader />
      ) : calendar.isError ? (
        <ErrorState
          title="Could not load your hours"
          message={errorMessage(calendar.error, TRY_AGAIN_LATER)}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <WeekForm token={token} initial={weekOf(calendar.data.entries)} />
      )}
      <TimeOffSection token={token} />
    </ProFrame>
  );
}

function WeekForm({ token, initial }: { token: string; initial: WeekHours }) {
  const [week, setWeek] = useState<WeekHours>(initial);
  const [adding, setAdding] = useState<Record<number, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useUpdateCalendar(token, () => setSaved(true));
  const setDay = (day: number, times: string[]) => {
    setSaved(false);
    setWeek((w) => ({ ...w, [day]: [...new Set(times)].sort() }));
  };
  const weekdaysPreset = () => {
    setSaved(false);
    setWeek((w) => ({
      ...w,
      1: PRESET_8_TO_4,
      2: PRESET_8_TO_4,
      3: PRESET_8_TO_4,
      4: PRESET_8_TO_4,
      5: PRESET_8_TO_4,
    }));
  };

  return (
    <Stack gap="md" component="section" aria-label="Weekly hours">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Weekly hours
        </Title>
        <Button variant="light" size="sm" onClick={weekdaysPreset}>
          Mon–Fri, 8 AM–4 PM every 2 h
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {WEEK_ORDER.map((day) => {
          const name = WEEKDAYS[day];
          const times = week[day] ?? [];
          const choice = adding[day] ?? '08:00:00';
          return (
            <Paper key={day} withBorder radius="md" p="md" component="fieldset" aria-label={name}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700}>{name}</Text>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => setDay(day, PRESET_8_TO_4)}
                      aria-label={`8–4 every 2 h on ${name}`}
                    >
                      8–4 every 2 h
                    </Button>
                    {times.length > 0 && (
                      <Button
                        variant="subtle"
                        size="xs"
                        color="red"
                        onClick={() => setDay(day, [])}
                        aria-label={`Clear ${name}`}
                      >
                        Clear
                      </Button>
                    )}
                  </Group>
                </Group>
                {times.length === 0 ? (
                  <Text size="sm" c="gray.7">
                    Closed
                  </Text>
                ) : (
                  <Group gap="xs">
                    {times.map((t) => (
                      <Chip
                        key={t}
                        checked
                        size="md"
                        onChange={() =>
                          setDay(
                            day,
                            times.filter((x) => x !== t),
                          )
                        }
                        aria-label={`Remove ${timeLabel(t)} on ${name}`}
                      >
                        {timeLabel(t)} ✕
                      </Chip>
                    ))}
                  </Group>
                )}
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <NativeSelect
                    label={`Add a start time on ${name}`}
                    value={choice}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      setAdding((a) => ({ ...a, [day]: v }));
                    }}
                    data={HALF_HOURS.map((t) => ({ value: t, label: timeLabel(t) }))}
                    style={{ flex: 1 }}
                  />
                  <Button
                    variant="default"
                    onClick={() => setDay(day, [...times, choice])}
                    aria-label={`Add on ${name}`}
                  >
                    Add
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {saved && (
        <Alert color="teal" variant="light" role="status">
          Hours saved. Customers see the new times at once.
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert" title="Not saved">
          {errorMessage(save.error, 'The hours could not be saved. Try again later.')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button size="md" loading={save.isPending} onClick={() => save.mutate(week)}>
          Save hours
        </Button>
      </Group>
    </Stack>
  );
}

function TimeOffSection({ token }: { token: string }) {
  const list = useTimeOff(token);
  const tomorrow = addDays(valleyToday(), 1);
  const [from, setFrom] = useState<string | null>(tomorrow);
  const [to, setTo] = useState<string | null>(tomorrow);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddTimeOff(token, () => setReason(''));
  const remove = useRemoveTimeOff(token);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const body = { from: from ?? '', to: to ?? '', reason: reason.trim() };
    const checked = timeOffRequest.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(`${issue?.path[0] === 'to' ? 'To' : issue?.path[0] === 'from' ? 'From' : 'Reason'} ${issue?.message}`);
      return;
    }
    setProblem(null);
    add.mutate(body);
  };

  // The keyboard's arrows go on into the next month (Mantine's stop at the month's edge).
  const fromPicker = useMonthCrossingPicker({ value: from, minDate: valleyToday() });
  const toPicker = useMonthCrossingPicker({ value: to, minDate: from ?? valleyToday() });
  return (
    <Stack gap="md" component="section" aria-label="Time off">
      <Title order={2} size="h3">
        Time off
      </Title>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={onSubmit} noValidate aria-label="Add time off">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DatePickerInput
                label="From"
                valueFormat={PICKER_DATE_FORMAT}
                value={from}
                onChange={(v) => setFrom(v ? String(v).slice(0, 10) : null)}
                minDate={valleyToday()}
                {...fromPicker}
                popoverProps={{ withinPortal: true }}
                size="md"
              />
              <DatePickerInput
                label="To"
                valueFormat={PICKER_DATE_FORMAT}
                value={to}
                onChange={(v) => setTo(v ? String(v).slice(0, 10) : null)}
                minDate={from ?? valleyToday()}
                {...toPicker}
                popoverProps={{ withinPortal: true }}
                size="md"
              />
            </SimpleGrid>
            <TextInput
              label="Reason"
              description="Only you see it, e.g. Vacation, Holiday."
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              size="md"
            />
            {(problem || add.isError) && (
              <Alert color="red" variant="light" role="alert" title="Time off not added">
                {problem ?? errorMessage(add.error, 'The time off could not be added. Try again later.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={add.isPending}>
                Add time off
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorState
          title="Could not load your time off"
          message={errorMessage(list.error, TRY_AGAIN_LATER)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <Text c="gray.7">No time off planned.</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((t) => {
            const range = t.from === t.to ? formatDate(t.from) : `${formatDate(t.from)} to ${formatDate(t.to)}`;
            return (
              <Paper key={t.id} withBorder radius="md" p="sm" component="li">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text fw={600}>{range}</Text>
                    {t.reason && (
                      <Text size="sm" c="gray.7">
                        {t.reason}
                      </Text>
                    )}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="xl"
                    loading={remove.isPending && remove.variables === t.id}
                    onClick={() => remove.mutate(t.id)}
                    aria-label={`Remove time off ${range}`}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(remove.error, 'The time off could not be removed. Try again later.')}
        </Alert>
      )}
    </Stack>
  );
}
