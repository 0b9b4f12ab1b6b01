import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { PICKER_DATE_FORMAT } from '@upkeep/contract';
import type { QuestionnaireSearch } from '../../session/store';
import { DatePickerField } from '../../ui/date-picker-field';
import { useMonthCrossingPicker } from '../../ui/use-month-crossing-keys';
import { ZIP_LENGTH } from './use-questionnaire-submit';

/**
 * The search's preferred date (today in the valley at the earliest) and zip code. The screen puts them in the
 * frame's DateAndZipBox, the element that held their placeholders while loading, so it stays. The date picker's
 * code (the calendar, its Popover, floating-ui: ~40 KB brotli with what they bring) loads when the visitor reaches
 * the field, behind a stand-in drawn as its closed field (ui/date-picker-field.tsx, as the booking's): most leave
 * the date on today (issue 48).
 */
export function DateAndZipFields({
  today,
  date,
  zipCode,
  zipError,
  onSearchChange,
  onZipCodeTyped,
}: {
  today: string;
  date: string;
  zipCode: string;
  zipError: string | null;
  onSearchChange: (patch: Partial<QuestionnaireSearch>) => void;
  onZipCodeTyped: () => void;
}) {
  // The keyboard's arrows go on into the next month (Mantine's stop at the month's edge).
  const monthPicker = useMonthCrossingPicker({ value: date, minDate: today });
  const { t } = useLingui();
  return (
    <>
      <DatePickerField
        label={t`Preferred date`}
        valueFormat={PICKER_DATE_FORMAT}
        minDate={today}
        value={date}
        onChange={(value) => {
          if (value) onSearchChange({ date: String(value).slice(0, 10) });
        }}
        {...monthPicker}
        popoverProps={{ withinPortal: true }}
      />
      <TextInput
        label={t`Zip code`}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={t`e.g. 89135`}
        value={zipCode}
        error={zipError}
        onChange={(event) => {
          onSearchChange({ zipCode: event.currentTarget.value.replace(/\D/g, '').slice(0, ZIP_LENGTH) });
          onZipCodeTyped();
        }}
      />
    </>
  );
}
