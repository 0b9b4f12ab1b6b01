import {
  FIND_MY_BOOKING_DESCRIPTION,
  FIND_MY_BOOKING_TITLE,
  FindMyBookingPage,
} from '../features/guest-access/find-my-booking-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(FIND_MY_BOOKING_TITLE, FIND_MY_BOOKING_DESCRIPTION);

export default function FindMyBookingRoute() {
  return <FindMyBookingPage />;
}
