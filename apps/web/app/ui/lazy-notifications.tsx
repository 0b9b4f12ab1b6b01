import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';

// The toasts' container (and the transitions under it) loads with the first notification: the screens that
// announce something (the portal's, the console's, the lead form) call `notifications.show`, whose store is
// tiny and kept from the start, so nothing shown before the container arrives is lost (issue 14).
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

/** Mantine's Notifications, mounted once something is to be shown. */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications(notificationsStore);
  const wanted = notifications.length > 0 || queue.length > 0;
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
