/**
 * The shared setup leaves each test a clean slate of the app's module state that outlives a render. The web
 * project runs a worker's files in one module graph, so what one test leaves, the next file would meet.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './render';

describe('the test setup', () => {
  it('lets a test leave a notification behind (shown, and one queued past the limit)', async () => {
    renderScreen(<Notifications limit={1} />, { path: '/' });
    act(() => {
      notifications.show({ message: 'Left behind' });
      notifications.show({ message: 'Queued behind' });
    });
    expect(await screen.findByText('Left behind')).toBeInTheDocument();
  });

  it('starts the next test with no notification shown or queued', () => {
    renderScreen(<Notifications limit={1} />, { path: '/' });
    expect(screen.queryAllByRole('alert', { hidden: true })).toEqual([]);
    expect(screen.queryByText('Left behind')).toBeNull();
    expect(screen.queryByText('Queued behind')).toBeNull();
  });
});
