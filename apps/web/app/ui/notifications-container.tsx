import { Notifications } from '@mantine/notifications';

/** The toasts' container, loaded by lazy-notifications.tsx with the first notification. */
export function NotificationsContainer() {
  return <Notifications position="top-right" autoClose={3000} />;
}
