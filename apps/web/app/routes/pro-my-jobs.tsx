import { MY_JOBS_TITLE, MyJobsPage } from '../features/pro-crew-day/my-jobs-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(MY_JOBS_TITLE, 'The UpKeep company portal.');

export default function ProMyJobsRoute() {
  return <MyJobsPage />;
}
