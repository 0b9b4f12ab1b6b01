import { JOBS_TITLE, JobsPage } from '../features/pro-portal/jobs-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(JOBS_TITLE, 'The UpKeep company portal.');

export default function ProJobsRoute() {
  return <JobsPage />;
}
