/**
 * The extra charge form's check, by the contract's request schema (zod), as the server checks it: loaded with the
 * visitor's first move in the form or its send, not with the job's page (issue 48, decision 0035).
 */
import { type AddOpenChargeRequest, addOpenChargeRequest } from '@upkeep/contract';
import { type FieldLabels, schemaErrors } from '../../lib/schema-errors';

export const CHARGE_LABELS: FieldLabels<AddOpenChargeRequest> = {
  Description: 'Description',
  Price: 'Price',
  Duration: 'Duration',
};

/** The form's values (strings, as typed) checked as the body they become. */
export function chargeErrors(values: { Description: string; Price: string; Duration: string }) {
  return schemaErrors(addOpenChargeRequest, { ...values, Price: values.Price.trim() }, CHARGE_LABELS);
}
