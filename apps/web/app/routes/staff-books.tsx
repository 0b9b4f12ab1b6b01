import { STAFF_BOOKS_TITLE, StaffBooksPage } from '../features/staff-payouts/books-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_BOOKS_TITLE, "UpKeep's staff console.");

export default function StaffBooksRoute() {
  return <StaffBooksPage />;
}
