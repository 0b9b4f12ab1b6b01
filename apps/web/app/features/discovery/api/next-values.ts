import { nextValuesResponse } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

/** POST /customer/features/next-values: the next question and the values this answer reveals in it. */
export function getNextValues(questionId: number, valueId: number) {
  return apiRequest('/customer/features/next-values', {
    method: 'POST',
    body: { QuestionID: questionId, ValueID: valueId },
    schema: nextValuesResponse,
  }).then((r) => r.data);
}
