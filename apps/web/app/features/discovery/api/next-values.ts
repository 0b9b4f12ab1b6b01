import { discoveryEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** POST /customer/features/next-values: the next question and the values this answer reveals in it. */
export function getNextValues(questionId: number, valueId: number) {
  return api(discoveryEndpoints.nextValues, { body: { QuestionID: questionId, ValueID: valueId } }).then((r) => r.data);
}
