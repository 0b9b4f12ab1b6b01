/**
 * What the public forms load when the visitor first engages with one (focus or submit), not with the page:
 * the contract's request schemas (zod), the API client and the failure handling (issue 33's byte budgets,
 * decision 0016).
 */
import { msg } from '@lingui/core/macro';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { contactRequest, type EndpointBody, inboxEndpoints, optOutRequest, partnerRequest } from '@upkeep/contract';
import type { z } from 'zod';
import { i18n } from '../../i18n/catalogs';
import { CONTACT_FAILED } from '../../i18n/spec-messages';
import { ApiError, api } from '../../lib/api';
import { schemaErrors as englishSchemaErrors, type FieldLabels } from '../../lib/schema-errors';
import type { Notice } from '../../ui/notice-modal';
import { sayFormReason } from './form-reasons';

export { FailureAlert, SentDialog } from './inbox-dialogs';
export { ApiError };

/** lib/schema-errors.ts's check, each problem ('{label} {reason}') said in the page's language (form-reasons.ts). */
export function schemaErrors<V extends object>(
  schema: z.ZodType,
  values: unknown,
  labels: FieldLabels<V>,
): Partial<Record<keyof V, string>> {
  const errors = englishSchemaErrors(schema, values, labels);
  for (const field of Object.keys(errors) as (keyof V)[]) {
    const label = labels[field];
    const problem = errors[field] ?? '';
    errors[field] = problem.startsWith(`${label} `)
      ? `${label} ${sayFormReason(problem.slice(label.length + 1))}`
      : problem;
  }
  return errors;
}

/** Each form's request schema: its values are checked with it exactly as the server will. */
export const inboxSchemas = { contact: contactRequest, partner: partnerRequest, optOut: optOutRequest };

/** The three forms' endpoints: each takes its own body and answers the id it created. */
const INBOX_ENDPOINTS = {
  contact: inboxEndpoints.contact,
  partner: inboxEndpoints.partner,
  optOut: inboxEndpoints.optOut,
};
export type InboxForm = keyof typeof INBOX_ENDPOINTS;
export type InboxBody<F extends InboxForm> = EndpointBody<(typeof INBOX_ENDPOINTS)[F]>;

export function postInbox<F extends InboxForm>(form: F, body: InboxBody<F>) {
  const endpoint: (typeof INBOX_ENDPOINTS)[InboxForm] = INBOX_ENDPOINTS[form];
  return api(endpoint, { body } as Parameters<typeof api<typeof endpoint>>[1]);
}

export type Failure = { kind: 'fields'; message: string } | { kind: 'notice'; notice: Notice };

/**
 * A 400 names the fields to fix (shown on them, the rest of what was typed kept); a 429 says to wait; any
 * other failure is the spec's 'Service not available' / 'Try again later' dialog.
 */
export function failureOf<V>(error: unknown, form: UseFormReturnType<V>, labels: FieldLabels<V>): Failure {
  if (error instanceof ApiError && error.statusCode === 400) {
    const fields: FormErrors = {};
    for (const e of error.errors ?? []) {
      if (e.field in (labels as object)) fields[e.field] = `${labels[e.field as keyof V]} ${e.message}`;
    }
    form.setErrors(fields);
    return { kind: 'fields', message: error.message || i18n._(msg`Please check the highlighted fields.`) };
  }
  if (error instanceof ApiError && error.statusCode === 429) {
    return {
      kind: 'notice',
      notice: { title: i18n._(msg`Too many messages`), text: i18n._(msg`Please wait a minute and try again.`) },
    };
  }
  return { kind: 'notice', notice: { title: i18n._(CONTACT_FAILED.title), text: i18n._(CONTACT_FAILED.text) } };
}
