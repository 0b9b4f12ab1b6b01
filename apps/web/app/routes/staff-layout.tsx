import { StaffLayout } from '../features/staff-console/staff-layout';

export default function StaffLayoutRoute() {
  return <StaffLayout />;
}
