import { useParams } from 'react-router';
import { PLAN_DESCRIPTION, PLAN_TITLE, PlanPage } from '../features/plans/plan-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PLAN_TITLE, PLAN_DESCRIPTION);

export default function MyPlanRoute() {
  const { id } = useParams();
  return <PlanPage key={id} id={id} />;
}
