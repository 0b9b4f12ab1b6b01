/**
 * A crew's work (issue 29): the services it does and the company's start times it works, each "all" at first
 * (every service, the company's hours); and its days off. Jobs are offered only to the crews that do the service,
 * work that time and are not off that day.
 */
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type Crew, formatValleyClock, valleyInstant, valleyToday } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { formatDay } from '../../shared/scheduling/job-format';
import { useAddCrewTimeOff, useCompanyWork, useCrewTimeOff, useRemoveCrewTimeOff } from './api';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const clock = (startTime: string) => formatValleyClock(valleyInstant('2026-01-05', startTime.slice(0, 5)));

export interface Work {
  serviceIds: number[] | null;
  scheduleIds: number[] | null;
}

/** The services and hours of a crew being edited: `onChange` gets the whole work each time. */
export function CrewWorkFields({
  token,
  work,
  onChange,
}: {
  token: string;
  work: Work;
  onChange: (work: Work) => void;
}) {
  const company = useCompanyWork(token);
  if (company.isPending) return <Text size="sm">Loading services and hours…</Text>;
  if (company.isError) return <Text size="sm">{errorMessage(company.error, TRY_AGAIN_LATER)}</Text>;
  const { services, entries } = company.data;
  const days = WEEKDAYS.map((name, day) => ({ name, entries: entries.filter((e) => e.dayOfWeek === day) })).filter(
    (d) => d.entries.length > 0,
  );
  return (
    <Stack gap="sm">
      <Switch
        label="Does every service of the company"
        checked={work.serviceIds === null}
        onChange={(e) =>
          onChange({ ...work, serviceIds: e.currentTarget.checked ? null : services.map((s) => s.serviceId) })
        }
      />
      {work.serviceIds !== null && (
        <Checkbox.Group
          label="Services"
          value={work.serviceIds.map(String)}
          onChange={(value) => onChange({ ...work, serviceIds: value.map(Number) })}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} mt={4}>
            {services.map((s) => (
              <Checkbox key={s.serviceId} value={String(s.serviceId)} label={s.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      <Switch
        label="Works all the company's hours"
        checked={work.scheduleIds === null}
        onChange={(e) => onChange({ ...work, scheduleIds: e.currentTarget.checked ? null : entries.map((x) => x.id) })}
      />
      {work.scheduleIds !== null && (
        <Checkbox.Group
          label="Start times it works"
          value={work.scheduleIds.map(String)}
          onChange={(value) => onChange({ ...work, scheduleIds: value.map(Number) })}
        >
          <Stack gap={6} mt={4}>
            {days.map((day) => (
              <Group key={day.name} gap="xs" wrap="wrap">
                <Text size="sm" fw={600} w={90}>
                  {day.name}
                </Text>
                {day.entries.map((e) => (
                  <Checkbox
                    key={e.id}
                    value={String(e.id)}
                    label={clock(e.startTime)}
                    aria-label={`${day.name} ${clock(e.startTime)}`}
                  />
                ))}
              </Group>
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

/** A crew's days off to come: listed, added (refused over its jobs, naming them), removed. */
export function CrewTimeOff({ token, crew }: { token: string; crew: Crew }) {
  const list = useCrewTimeOff(token, crew.id);
  const add = useAddCrewTimeOff(token, crew.id);
  const remove = useRemoveCrewTimeOff(token, crew.id);
  const today = valleyToday();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [reason, setReason] = useState('');
  return (
    <Stack gap="xs">
      {list.isPending ? (
        <Text size="sm">Loading time off…</Text>
      ) : list.isError ? (
        <Text size="sm">{errorMessage(list.error, TRY_AGAIN_LATER)}</Text>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dark.5">
          No time off.
        </Text>
      ) : (
        <ul aria-label={`Time off of ${crew.name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.map((off) => (
            <li key={off.id}>
              <Group gap="xs" justify="space-between">
                <Text size="sm">
                  {off.from === off.to ? formatDay(off.from) : `${formatDay(off.from)} – ${formatDay(off.to)}`}
                  {off.reason ? ` · ${off.reason}` : ''}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === off.id}
                  onClick={() => remove.mutate(off.id)}
                  aria-label={`Remove time off from ${off.from}`}
                >
                  Remove
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label={`Add time off for ${crew.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { from, to, ...(reason.trim() ? { reason: reason.trim() } : {}) },
            { onSuccess: () => setReason('') },
          );
        }}
      >
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            label="From"
            type="date"
            required
            min={today}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="date"
            required
            min={from}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
          <TextInput label="Reason" maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          <Button type="submit" variant="default" loading={add.isPending}>
            Add time off
          </Button>
        </Group>
      </form>
      {add.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(add.error, TRY_AGAIN_LATER)}
        </Alert>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(remove.error, TRY_AGAIN_LATER)}
        </Alert>
      )}
    </Stack>
  );
}
