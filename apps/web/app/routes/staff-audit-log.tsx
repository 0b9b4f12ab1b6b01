import { AUDIT_LOG_TITLE, AuditLogPage } from '../features/staff-console/audit-log-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(AUDIT_LOG_TITLE, "UpKeep's staff console: every change staff made.");

export default function StaffAuditLogRoute() {
  return <AuditLogPage />;
}
