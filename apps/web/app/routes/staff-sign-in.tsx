import {
  STAFF_SIGN_IN_DESCRIPTION,
  STAFF_SIGN_IN_TITLE,
  StaffSignInPage,
} from '../features/staff-console/sign-in-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(STAFF_SIGN_IN_TITLE, STAFF_SIGN_IN_DESCRIPTION);

export default function StaffSignInRoute() {
  return <StaffSignInPage />;
}
