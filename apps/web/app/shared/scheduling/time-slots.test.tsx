import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { Messages, type TimeSlot } from '@upkeep/contract';
import { describe, expect, it, vi } from 'vitest';
import { daySlots } from '../../../test/booking-fixtures';
import { renderScreen } from '../../../test/render';
import { DaySlots } from './time-slots';

/** The query as TanStack Query hands it over: loaded, or the previous day's slots kept while a new day loads. */
const loaded = (data: TimeSlot[], isPlaceholderData = false) =>
  ({ isPending: false, isError: false, data, isPlaceholderData }) as unknown as UseQueryResult<TimeSlot[]>;

describe("a day's slots", () => {
  it('lets the customer choose an available slot of the day shown', () => {
    const onToggle = vi.fn();
    renderScreen(<DaySlots slots={loaded(daySlots(3, [2]))} selectedId={null} onToggle={onToggle} />, { path: '/' });
    const group = screen.getByRole('group', { name: 'Time slots' });
    expect(group).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('button', { name: daySlots(3)[0]?.label }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByRole('button', { name: daySlots(3)[1]?.label })).toBeDisabled();
  });

  it('keeps the previous day’s slots in place but not choosable while the new day loads', () => {
    const onToggle = vi.fn();
    renderScreen(<DaySlots slots={loaded(daySlots(3), true)} selectedId={null} onToggle={onToggle} />, { path: '/' });
    expect(screen.getByRole('group', { name: 'Time slots' })).toHaveAttribute('aria-busy', 'true');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    fireEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it(`says '${Messages.noSchedules}' for a day without slots, not while another day loads`, () => {
    const { unmount } = renderScreen(<DaySlots slots={loaded([])} selectedId={null} onToggle={vi.fn()} />, {
      path: '/',
    });
    expect(screen.getByRole('status')).toHaveTextContent(Messages.noSchedules);
    unmount();
    renderScreen(<DaySlots slots={loaded([], true)} selectedId={null} onToggle={vi.fn()} />, { path: '/' });
    expect(screen.queryByText(Messages.noSchedules)).toBeNull();
  });
});
