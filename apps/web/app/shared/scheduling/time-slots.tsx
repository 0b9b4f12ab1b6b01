import { Button, SimpleGrid } from '@mantine/core';
import { NARROW_SLOT_LAYOUT_BELOW, type TimeSlot } from '@upkeep/contract';

/**
 * A day's time slots as toggle buttons: one chosen at a time, a second press lets go, unavailable slots
 * cannot be chosen. Fewer than 16 slots get the narrower layout (spec 000 section 9).
 */
export function TimeSlots({
  slots,
  selectedId,
  onToggle,
}: {
  slots: TimeSlot[];
  selectedId: number | null;
  onToggle: (slot: TimeSlot) => void;
}) {
  const narrow = slots.length < NARROW_SLOT_LAYOUT_BELOW;
  return (
    <SimpleGrid
      role="group"
      aria-label="Time slots"
      data-layout={narrow ? 'narrow' : 'wide'}
      cols={narrow ? { base: 1, xs: 2 } : { base: 2, sm: 3, md: 4 }}
      spacing="sm"
      maw={narrow ? 480 : undefined}
    >
      {slots.map((slot) => {
        const selected = slot.id === selectedId;
        return (
          <Button
            key={slot.id}
            variant={selected ? 'filled' : 'default'}
            aria-pressed={selected}
            disabled={!slot.isAvailable}
            onClick={() => onToggle(slot)}
            title={slot.isAvailable ? undefined : 'Not available'}
            styles={{ label: { whiteSpace: 'nowrap' } }}
          >
            {slot.label}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
