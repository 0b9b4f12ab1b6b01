import {
  FIND_MY_BOOKING_DESCRIPTION,
  FIND_MY_BOOKING_TITLE,
  FindMyBookingPage,
} from '../features/guest-access/find-my-booking-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(FIND_MY_BOOKING_TITLE), i18n._(FIND_MY_BOOKING_DESCRIPTION));

export default function FindMyBookingRoute() {
  return <FindMyBookingPage />;
}
