import { msg } from '@lingui/core/macro';
import { requestQuestionnaireDataEarly } from '../features/discovery/api/early-questionnaire-data';
import { QuestionnairePage } from '../features/discovery/questionnaire-page';
import { i18n } from '../i18n/runtime';
import { pageMeta } from '../ui/meta';

const TITLE = msg`Questionnaire`;
const DESCRIPTION = msg`Tell us about the job: answer a few questions and we will price it with local companies.`;

// A visit that opens here asks for its data now, while the app's other scripts load (not in the build's prerender).
if (typeof window !== 'undefined') requestQuestionnaireDataEarly(window.location, window.history.state);

// In the page's language: the prerender and the browser activate it before rendering (app/i18n).
export const meta = () => pageMeta(i18n._(TITLE), i18n._(DESCRIPTION));

export default function QuestionnaireRoute() {
  return <QuestionnairePage />;
}
