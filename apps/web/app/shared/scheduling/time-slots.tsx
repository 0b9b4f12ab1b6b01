import { useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { NARROW_SLOT_LAYOUT_BELOW, type TimeSlot } from '@upkeep/contract';
import { useFormatDate } from '../../i18n/format-date';
import { NO_SCHEDULES } from '../../i18n/spec-messages-booking';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';

/**
 * A day's slots as the query has them: loading, the error with a retry, 'no schedules', or the slots. While a
 * newly picked day loads, the previous day's slots stay in place (no jump) but cannot be chosen: a slot of
 * the old day would be booked on the new one.
 */
export function DaySlots({
  slots,
  selectedId,
  onToggle,
}: {
  slots: UseQueryResult<TimeSlot[]>;
  selectedId: number | null;
  onToggle: (slot: TimeSlot) => void;
}) {
  const { t, i18n } = useLingui();
  if (slots.isPending) return <PageLoader />;
  if (slots.isError) {
    return (
      <ErrorState
        title={t`Could not load the times`}
        message={slots.error.message}
        onRetry={() => void slots.refetch()}
      />
    );
  }
  if (slots.data.length === 0 && !slots.isPlaceholderData) {
    return (
      <Text ta="center" py="xl" size="lg" role="status">
        {i18n._(NO_SCHEDULES)}
      </Text>
    );
  }
  return <TimeSlots slots={slots.data} selectedId={selectedId} onToggle={onToggle} loading={slots.isPlaceholderData} />;
}

/**
 * A day's time slots as toggle buttons: one chosen at a time, a second press lets go, unavailable slots
 * cannot be chosen. Fewer than 16 slots get the narrower layout (spec 000 section 9).
 */
export function TimeSlots({
  slots,
  selectedId,
  onToggle,
  loading = false,
}: {
  slots: TimeSlot[];
  selectedId: number | null;
  onToggle: (slot: TimeSlot) => void;
  /** Another day's slots are on their way: these are shown, not choosable. */
  loading?: boolean;
}) {
  const { t } = useLingui();
  const dates = useFormatDate();
  const narrow = slots.length < NARROW_SLOT_LAYOUT_BELOW;
  return (
    <SimpleGrid
      role="group"
      aria-label={t`Time slots`}
      data-layout={narrow ? 'narrow' : 'wide'}
      cols={narrow ? { base: 1, xs: 2 } : { base: 2, sm: 3, md: 4 }}
      spacing="sm"
      maw={narrow ? 480 : undefined}
      aria-busy={loading || undefined}
    >
      {slots.map((slot) => {
        const selected = slot.id === selectedId;
        return (
          <Button
            key={slot.id}
            variant={selected ? 'filled' : 'default'}
            aria-pressed={selected}
            disabled={loading || !slot.isAvailable}
            onClick={() => onToggle(slot)}
            title={slot.isAvailable ? undefined : t`Not available`}
            styles={{ label: { whiteSpace: 'nowrap' } }}
          >
            {dates.slot(slot.label)}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
