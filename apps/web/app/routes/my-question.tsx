import { MY_QUESTION_DESCRIPTION, MY_QUESTION_TITLE, MyQuestionPage } from '../features/guest-access/my-question-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

/** A private link: never indexed (the server also sends X-Robots-Tag and no referrer for its path). */
export const meta = () => [
  ...pageMeta(i18n._(MY_QUESTION_TITLE), i18n._(MY_QUESTION_DESCRIPTION)),
  { name: 'robots', content: 'noindex' },
];

export default function MyQuestionRoute() {
  return <MyQuestionPage />;
}
