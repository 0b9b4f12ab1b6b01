import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { PICKER_DATE_FORMAT } from '@upkeep/contract';
import type { ReactNode } from 'react';
import { useFormatDate } from '../../i18n/format-date';
import { DatePickerField } from '../../ui/date-picker-field';
import type { OpenDayPicker } from './use-open-day-picker';

export interface DateAndSlotPickerProps {
  /** The date field's label ('Date' when booking, 'New date' when rescheduling). */
  label: string;
  /** The chosen day, YYYY-MM-DD, and the span a customer may choose from. */
  date: string;
  minDate: string;
  maxDate: string;
  onDateChange: (value: string | null) => void;
  /** The open days' props (useOpenDayPicker): the days without a free slot are disabled. */
  pickerProps: OpenDayPicker['pickerProps'];
  /** The day's times are being fetched again (the list shows the previous ones meanwhile). */
  refreshing: boolean;
  disabled?: boolean;
  /** Why the customer must choose again (the time was taken, the hold lapsed), above the picker. */
  problem: string | null;
  problemColor: 'orange' | 'red';
  /** The day's times, as the screen lists them. */
  children: ReactNode;
}

/** The one date-and-slot picker of booking and reschedule: a day (spec 000 section 5's format), then its times. */
export function DateAndSlotPicker(props: DateAndSlotPickerProps) {
  const { t } = useLingui();
  const dates = useFormatDate();
  const day = dates.date(props.date);
  return (
    <>
      {props.problem && (
        <Alert color={props.problemColor} variant="light" role="alert" title={t`Please choose another time`}>
          {props.problem}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <DatePickerField
            label={props.label}
            valueFormat={PICKER_DATE_FORMAT}
            minDate={props.minDate}
            maxDate={props.maxDate}
            value={props.date}
            onChange={props.onDateChange}
            {...props.pickerProps}
            popoverProps={{ withinPortal: true }}
            ariaLabels={{ nextMonth: t`Next month`, previousMonth: t`Previous month` }}
            maw={320}
            disabled={props.disabled}
          />
          <Group gap="xs" align="center">
            <Title order={2} size="h4">
              <Trans>Available times on {day}</Trans>
            </Title>
            {props.refreshing && <Loader size="xs" role="progressbar" aria-label={t`Updating the times`} />}
          </Group>
          {props.children}
        </Stack>
      </Card>
    </>
  );
}
