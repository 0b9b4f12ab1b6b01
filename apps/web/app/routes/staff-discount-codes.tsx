import { DISCOUNT_CODES_TITLE, DiscountCodesPage } from '../features/staff-market/discount-codes-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(DISCOUNT_CODES_TITLE, "UpKeep's staff console.");

export default function StaffDiscountCodesRoute() {
  return <DiscountCodesPage />;
}
