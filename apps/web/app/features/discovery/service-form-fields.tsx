import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, InputBase, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { type Feature, type FeatureValue, FIELD_LIMITS } from '@upkeep/contract';
import type { QuestionnaireForm } from '../../session/store';
import { PlainCheckbox } from '../../ui/plain-checkbox';
import { PlainFieldset } from '../../ui/plain-fieldset';
import { addOnQuestions, answerOf, dropdownQuestions, optionsOf, serviceCallOf } from './questionnaire-model';
import { MISSING_ANSWER } from './use-questionnaire-submit';

export interface ServiceFormFieldsProps {
  legend: string;
  features: readonly Feature[];
  form: QuestionnaireForm;
  /** Question ids whose answer is still revealing the next question's values. */
  revealing: ReadonlySet<number>;
  onAnswer: (feature: Feature, value: FeatureValue) => void;
  onAddOn: (feature: Feature, checked: boolean) => void;
  /** Given on added forms only: the first form cannot be deleted. */
  onDelete?: () => void;
  /** After a SUBMIT with answers missing: an unanswered question that can be answered says so beside itself. */
  showMissing?: boolean;
  serviceCallDescription: string;
  onServiceCallDescription: (text: string) => void;
}

const PLACEHOLDER = msg`Choose an answer`;

/** A value's own disclaimer, under the question it answers. */
function ValueDisclaimer({ value }: { value: FeatureValue | undefined }) {
  if (!value?.disclaimer) return null;
  return (
    <Text size="sm" c="dark.4" role="note" bg="gray.0" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {value.disclaimer}
    </Text>
  );
}

/**
 * One service form: a dropdown per question in order (each waits for the answer before it, whose
 * next-values call may narrow its options), the add-ons as Yes/No checkboxes, disclaimers, and, once a
 * service-call answer is chosen, only that question and a free-text description (spec 000 section 4).
 */
export function ServiceFormFields({
  legend,
  features,
  form,
  revealing,
  onAnswer,
  onAddOn,
  onDelete,
  showMissing = false,
  serviceCallDescription,
  onServiceCallDescription,
}: ServiceFormFieldsProps) {
  const { i18n, t } = useLingui();
  const questions = dropdownQuestions(features);
  const serviceCall = serviceCallOf(features, form);
  const shown = serviceCall ? questions.filter((q) => form.answers[q.id] === serviceCall.id) : questions;

  return (
    <PlainFieldset legend={legend} data-form-id={form.formId}>
      <Stack gap="md">
        {shown.map((question) => {
          const index = questions.indexOf(question);
          const previous = questions[index - 1];
          const waiting = previous !== undefined && revealing.has(previous.id);
          const ready = previous === undefined || (answerOf(previous, form) !== undefined && !waiting);
          const chosen = answerOf(question, form);
          const options = optionsOf(question, form);
          return (
            <Stack key={question.id} gap={6}>
              <NativeSelect
                label={question.question}
                description={question.disclaimers ?? (ready ? undefined : t`Answer the question above first.`)}
                disabled={!ready}
                error={showMissing && ready && !chosen ? i18n._(MISSING_ANSWER) : undefined}
                rightSection={
                  waiting ? <Loader size="xs" role="progressbar" aria-label={t`Loading answers`} /> : undefined
                }
                value={chosen ? String(chosen.id) : ''}
                onChange={(event) => {
                  const value = options.find((v) => String(v.id) === event.currentTarget.value);
                  if (value) onAnswer(question, value);
                }}
                data={[
                  { value: '', label: i18n._(PLACEHOLDER), disabled: true },
                  ...options.map((v) => ({ value: String(v.id), label: v.value })),
                ]}
              />
              <ValueDisclaimer value={chosen} />
            </Stack>
          );
        })}
        {serviceCall ? (
          // Mantine's Textarea without autosize is this (its module brings the autosize's code along: issue 48).
          <InputBase
            component="textarea"
            multiline
            __staticSelector="Textarea"
            label={t`Describe the problem`}
            description={t`The company reads this before the visit.`}
            placeholder={t`e.g. Water is pooling under the kitchen sink and the cabinet floor is soft.`}
            rows={3}
            maxLength={FIELD_LIMITS.message}
            value={serviceCallDescription}
            onChange={(event) => onServiceCallDescription(event.currentTarget.value)}
          />
        ) : (
          addOnQuestions(features).map((question) => (
            <PlainCheckbox
              key={question.id}
              label={question.question}
              description={question.disclaimers ?? undefined}
              checked={form.addOns[question.id] ?? false}
              onChange={(event) => onAddOn(question, event.currentTarget.checked)}
            />
          ))
        )}
        {onDelete && (
          <Group justify="flex-end">
            <Button variant="default" c="red.9" onClick={onDelete} aria-label={t`Delete ${legend}`}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </PlainFieldset>
  );
}
