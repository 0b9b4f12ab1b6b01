/**
 * The payout schedule (issue 28): how often the payout account pays its available balance out to the bank:
 * every day, a weekday each week, or a day each month. Owners change it; everyone else reads it in words.
 */
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  PAYOUT_WEEKDAYS,
  type PayoutInterval,
  type PayoutSchedule,
  type PayoutWeekday,
  payoutScheduleInWords,
} from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { useSetPayoutSchedule } from './api/set-schedule';

const INTERVALS: { value: PayoutInterval; label: string }[] = [
  { value: 'daily', label: 'Every day' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month' },
];
const capital = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
const WEEKDAYS = PAYOUT_WEEKDAYS.map((day) => ({ value: day, label: capital(day) }));
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => ({
  value: String(i + 1),
  label: i + 1 >= 29 ? `${i + 1} (or the month's last day)` : String(i + 1),
}));

export function ScheduleForm({ token, schedule }: { token: string; schedule: PayoutSchedule }) {
  const [draft, setDraft] = useState(schedule);
  const save = useSetPayoutSchedule(token);
  const changed =
    draft.interval !== schedule.interval ||
    (draft.interval === 'weekly' && draft.weeklyAnchor !== schedule.weeklyAnchor) ||
    (draft.interval === 'monthly' && draft.monthlyAnchor !== schedule.monthlyAnchor);
  return (
    <form
      aria-label="Payout schedule"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Pay out"
            data={INTERVALS}
            value={draft.interval}
            allowDeselect={false}
            onChange={(value) => value && setDraft({ ...draft, interval: value as PayoutInterval })}
            w={180}
          />
          {draft.interval === 'weekly' && (
            <Select
              label="On"
              data={WEEKDAYS}
              value={draft.weeklyAnchor}
              allowDeselect={false}
              onChange={(value) => value && setDraft({ ...draft, weeklyAnchor: value as PayoutWeekday })}
              w={180}
            />
          )}
          {draft.interval === 'monthly' && (
            <Select
              label="On day"
              data={MONTH_DAYS}
              value={String(draft.monthlyAnchor)}
              allowDeselect={false}
              onChange={(value) => value && setDraft({ ...draft, monthlyAnchor: Number(value) })}
              w={240}
            />
          )}
          <Button type="submit" variant="default" disabled={!changed} loading={save.isPending}>
            Save schedule
          </Button>
        </Group>
        {save.isSuccess && !changed && (
          <Text size="sm" role="status" c="teal.9">
            Saved: {payoutScheduleInWords(schedule)}.
          </Text>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error, TRY_AGAIN_LATER)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
