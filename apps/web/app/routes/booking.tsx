import { BookingPage } from '../features/booking/booking-page';
import { pageMeta } from '../ui/meta';

const TITLE = 'Get an estimate';
const DESCRIPTION = 'Choose a date and a time slot with the company you picked.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function BookingRoute() {
  return <BookingPage />;
}
