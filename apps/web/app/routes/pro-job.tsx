import { useParams } from 'react-router';
import { JobPage } from '../features/pro-portal/job-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Job', 'The UpKeep company portal.');

export default function ProJobRoute() {
  const { id } = useParams();
  return <JobPage key={id} id={id} />;
}
