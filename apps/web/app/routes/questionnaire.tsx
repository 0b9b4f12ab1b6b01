import { requestQuestionnaireDataEarly } from '../features/discovery/api/early-questionnaire-data';
import { QuestionnairePage } from '../features/discovery/questionnaire-page';
import { pageMeta } from '../ui/meta';

const TITLE = 'Questionnaire';
const DESCRIPTION = 'Tell us about the job: answer a few questions and we will price it with local companies.';

// A visit that opens here asks for its data now, while the app's other scripts load (not in the build's prerender).
if (typeof window !== 'undefined') requestQuestionnaireDataEarly(window.location, window.history.state);

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function QuestionnaireRoute() {
  return <QuestionnairePage />;
}
