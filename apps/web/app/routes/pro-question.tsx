import { useParams } from 'react-router';
import { QUESTION_TITLE, QuestionPage } from '../features/pro-portal/question-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(QUESTION_TITLE, 'The UpKeep company portal.');

export default function ProQuestionRoute() {
  const { id } = useParams();
  return <QuestionPage key={id} id={Number(id)} />;
}
