import { AT_RISK_TITLE, AtRiskPage } from '../features/staff-support/at-risk-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(AT_RISK_TITLE, "UpKeep's staff console.");

export default function StaffAtRiskRoute() {
  return <AtRiskPage />;
}
