import { FAILED_JOBS_TITLE, JobsPage } from '../features/staff-support/jobs-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(FAILED_JOBS_TITLE, "UpKeep's staff console: background work that failed.");

export default function StaffJobsRoute() {
  return <JobsPage />;
}
