import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { type Feature, type FeatureValue, MAX_SERVICE_FORMS } from '@upkeep/contract';
import { type QuestionnaireForm, useSession } from '../../session/store';
import { newForm, serviceCallOf } from './questionnaire-model';
import { ServiceFormFields } from './service-form-fields';
import { unitName } from './unit-name';
import { updateForm } from './use-reveal-next-values';

/**
 * The service forms (one per unit, or the service call's one alone), "Add {unit}" where the service takes
 * several, and SUBMIT.
 */
export function QuestionnaireServiceForms({
  questions,
  forms,
  unit,
  multiServices,
  revealing,
  reveal,
  checking,
  showMissing = false,
}: {
  questions: Feature[];
  forms: QuestionnaireForm[];
  unit: string;
  multiServices: boolean;
  revealing: ReadonlyMap<number, ReadonlySet<number>>;
  reveal: (formId: number, questionId: number, valueId: number) => Promise<void>;
  checking: boolean;
  /** After a SUBMIT with answers missing: each unanswered question says so. */
  showMissing?: boolean;
}) {
  const serviceCallDescription = useSession((s) => s.serviceCallDescription);
  const name = unitName(unit);
  const callForm = forms.find((form) => serviceCallOf(questions, form));
  const shownForms = callForm ? [callForm] : forms;

  const onAnswer = (formId: number, index: number) => (feature: Feature, value: FeatureValue) => {
    updateForm(formId, (form) => ({ ...form, answers: { ...form.answers, [feature.id]: value.id } }));
    if (index === 0 && feature.isPrincipal) useSession.getState().selectFeature(value.id);
    void reveal(formId, feature.id, value.id);
  };

  const addForm = () => {
    const { questionnaireForms, addForm: add } = useSession.getState();
    add(newForm(questionnaireForms.map((f) => f.formId)));
  };

  const deleteForm = (formId: number) => {
    useSession.getState().deleteForm(formId);
  };

  return (
    <>
      {shownForms.map((form) => {
        const index = forms.indexOf(form);
        return (
          <ServiceFormFields
            key={form.formId}
            legend={`${unitName(unit)} ${index + 1}`}
            features={questions}
            form={form}
            revealing={revealing.get(form.formId) ?? new Set()}
            onAnswer={onAnswer(form.formId, index)}
            onAddOn={(feature, checked) =>
              updateForm(form.formId, (f) => ({ ...f, addOns: { ...f.addOns, [feature.id]: checked } }))
            }
            onDelete={index > 0 ? () => deleteForm(form.formId) : undefined}
            showMissing={showMissing}
            serviceCallDescription={serviceCallDescription}
            onServiceCallDescription={(text) => useSession.getState().setServiceCallDescription(text)}
          />
        );
      })}

      <Group justify="space-between">
        {multiServices && !callForm && forms.length < MAX_SERVICE_FORMS ? (
          <Button variant="outline" onClick={addForm}>
            <Trans>Add {name}</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="md" loading={checking}>
          <Trans>SUBMIT</Trans>
        </Button>
      </Group>
    </>
  );
}
