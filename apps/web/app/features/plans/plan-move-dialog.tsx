/**
 * Moving every visit of a plan (issue 31): the customer asks for a first day and a time (valley); from that day on
 * every visit moves to its weekday at that time once the company accepts, the visits before it stay. While the
 * request waits it shows with a way to withdraw it. The server's word on a field shows under that field.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { PICKER_DATE_FORMAT, type Plan } from '@upkeep/contract';
import { useState } from 'react';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { pickerLocale } from '../../ui/picker-locale';
import { useMonthCrossingPicker } from '../../ui/use-month-crossing-keys';
import { useMovePlan } from './api/move-plan';
import { MOVE_TIMES, moveDays, usePlanWords } from './format';

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
  const { t, i18n } = useLingui();
  const words = usePlanWords();
  const timeOptions = [
    { value: '', label: t`Choose a time`, disabled: true },
    ...MOVE_TIMES.map((time) => ({ value: time, label: words.clock(time) })),
  ];
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState<{ date?: string; time?: string }>({});
  const { minDate, maxDate } = moveDays();
  const companyName = plan.companyName;
  const schedule = date && time ? words.moveSchedule(date, time) : '';
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
    const problems = { date: date ? undefined : t`Choose the first day`, time: time ? undefined : t`Choose the time` };
    setMissing(problems);
    if (!date || !time) return;
    move.mutate(
      { date, time },
      {
        onSuccess: (answer) => {
          const company = answer.companyName;
          notifications.show({
            color: 'teal',
            message: t`Asked ${company} to move your visits. We will tell you its answer.`,
          });
          setDate(null);
          setTime('');
          close();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Move all visits`} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Every visit from this day on moves to its weekday at this time, once {companyName} accepts. Visits before
              it stay as they are.
            </Trans>
          </Text>
          <DatePickerInput
            label={t`First day at the new time`}
            valueFormat={PICKER_DATE_FORMAT}
            placeholder={t`Choose a day`}
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
            ariaLabels={{ nextMonth: t`Next month`, previousMonth: t`Previous month` }}
            {...pickerLocale(i18n.locale)}
            error={missing.date ?? (serverDate ? t`First day ${serverDate}` : undefined)}
            required
          />
          <NativeSelect
            label={t`Time`}
            description={t`Las Vegas time`}
            data={timeOptions}
            value={time}
            onChange={(event) => {
              setTime(event.currentTarget.value);
              setMissing((m) => ({ ...m, time: undefined }));
              move.reset();
            }}
            error={missing.time ?? (serverTime ? t`Time ${serverTime}` : undefined)}
            required
          />
          {date && time && (
            <Text size="sm" fw={600} role="status">
              {t`Your visits would be ${schedule} from that day on.`}
            </Text>
          )}
          {move.error && !serverDate && !serverTime && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(move.error, i18n._(SERVER_ERROR))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Not now</Trans>
            </Button>
            <Button type="submit" loading={move.isPending}>
              <Trans>Ask to move</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
