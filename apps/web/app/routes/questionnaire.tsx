import { QuestionnairePage } from '../features/discovery/questionnaire-page';
import { pageMeta } from '../ui/meta';

const TITLE = 'Questionnaire';
const DESCRIPTION = 'Tell us about the job: answer a few questions and we will price it with local companies.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function QuestionnaireRoute() {
  return <QuestionnairePage />;
}
