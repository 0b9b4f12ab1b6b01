import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type Feature,
  type FeatureValue,
  MAX_SERVICE_FORMS,
  Messages,
  PICKER_DATE_FORMAT,
  valleyToday,
} from '@upkeep/contract';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type QuestionnaireForm, useSession } from '../../session/store';
import { checkZipCode } from '../../shared/catalog/api/get-zip-code';
import { ErrorState } from '../../ui/error-state';
import { type Notice, NoticeModal } from '../../ui/notice-modal';
import { takeEarlyFeatures } from './api/early-questionnaire-data';
import { featuresQuery, getFeatures } from './api/get-features';
import { getNextValues } from './api/next-values';
import type { CompaniesNavigationState } from './companies-state';
import { newForm, offerInput, principalValueFor, serviceCallOf } from './questionnaire-model';
import { ServiceFormFields } from './service-form-fields';
import { useQuestionnaireSearch } from './use-questionnaire-search';

const ZIP_LENGTH = 5;

function updateForm(formId: number, change: (form: QuestionnaireForm) => QuestionnaireForm) {
  useSession.getState().updateForm(formId, change);
}

/**
 * The questionnaire (spec 000 sections 2, 4, 5): preferred date, zip code, service forms, SUBMIT.
 *
 * Its frame (heading, intro, the box of the date and zip code, the place of the questions) is prerendered
 * into questionnaire/index.html (PRERENDERED_SCREENS in the contract), so a phone paints it from the HTML
 * while the scripts, the search and the questions load (issue 14). The build cannot know the query, the
 * session or today's date, so the frame holds placeholders where they go; while loading, the screen renders
 * the same elements as the prerendered HTML (hydration keeps them) and then fills them in, never replacing
 * the frame: the intro, the page's largest text, is painted once.
 */
export function QuestionnairePage() {
  const { status, retry } = useQuestionnaireSearch();
  if (status === 'error') {
    return (
      <Container size="md" py={40}>
        <Title order={1}>Questionnaire</Title>
        <ErrorState title={Messages.servicesLoadFailed} message="Please try again." onRetry={retry} />
      </Container>
    );
  }
  if (status === 'none' || status === 'unknown-service') {
    return (
      <Container size="md" py={60}>
        <Stack gap="md">
          <Title order={1}>Questionnaire</Title>
          <Text c="dark.5">
            {status === 'none'
              ? 'Start with a search: choose a service and enter your zip code.'
              : 'We could not find that service, or it cannot be booked yet.'}
          </Text>
          <Group>
            <Button component={Link} to="/home">
              Search services
            </Button>
            <Button component={Link} to="/services" variant="outline">
              Our services
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <Questionnaire searchSettled={status === 'ready'} />;
}

const INTRO = 'Answer a few questions and we will price the job with local companies.';

/**
 * The same elements whether the search is known or not: while it loads, the heading's text and the fields
 * are placeholders (hidden from screen readers, which hear "Questionnaire" and a busy form).
 */
function QuestionnaireFrame({
  service,
  onSubmit,
  children,
}: {
  service: string | null;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <form
        onSubmit={onSubmit ?? ((event) => event.preventDefault())}
        noValidate
        aria-busy={service === null || undefined}
      >
        <Stack gap="lg">
          <div>
            <Title order={1}>
              {service ?? (
                <>
                  <VisuallyHidden>Questionnaire</VisuallyHidden>
                  <Skeleton component="span" display="block" h="1.3em" w="12ch" radius="sm" aria-hidden />
                </>
              )}
            </Title>
            <Text c="dark.5" mt={4}>
              {INTRO}
            </Text>
          </div>
          {children}
        </Stack>
      </form>
    </Container>
  );
}

/** Where a field goes while its value is unknown: its label, and a bar of an input's height. */
function FieldPlaceholder({ label }: { label: string }) {
  return (
    <Stack gap={0} aria-hidden>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Skeleton h={36} radius="sm" />
    </Stack>
  );
}

/** Where the questions go while they load: a service form's box with a question's label and input bars. */
function QuestionsPlaceholder() {
  return (
    <Paper withBorder radius="md" p="lg" aria-hidden>
      <Stack gap="md">
        <Skeleton h={14} w="30%" radius="sm" />
        {[0, 1, 2].map((row) => (
          <Stack key={row} gap={6}>
            <Skeleton h={14} w="60%" radius="sm" />
            <Skeleton h={36} radius="sm" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Questionnaire({ searchSettled }: { searchSettled: boolean }) {
  const navigate = useNavigate();
  const storedSearch = useSession((s) => s.questionnaire);
  // Until this visit's search is settled, the session may still hold an earlier one: it is never shown.
  const search = searchSettled ? storedSearch : null;
  const forms = useSession((s) => s.questionnaireForms);
  const serviceCallDescription = useSession((s) => s.serviceCallDescription);
  const serviceId = search?.serviceId ?? 0;
  const features = useQuery({
    ...featuresQuery(serviceId),
    // A visit that opened here asked for them before the app started (early-questionnaire-data).
    queryFn: ({ signal }) => takeEarlyFeatures(serviceId) ?? getFeatures(serviceId, signal),
    enabled: search !== null,
  });
  // The form's first render (a few dozen components) is a deferred one: React renders it in slices that let a
  // phone's main thread breathe, instead of in one long task as the questions arrive (issue 14: blocking time).
  // Deferred questions of another service (a new search from the search card) are never shown.
  const arrived = useMemo(
    () => (features.data ? { serviceId, questions: features.data } : null),
    [features.data, serviceId],
  );
  const deferred = useDeferredValue(arrived);
  const deferredQuestions = arrived && deferred?.serviceId === arrived.serviceId ? deferred.questions : undefined;
  const [revealing, setRevealing] = useState<ReadonlyMap<number, ReadonlySet<number>>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [zipError, setZipError] = useState<string | null>(null);
  // The zip code is checked again before the companies: a serviced one goes on with the answers.
  const zipCheck = useMutation({
    mutationFn: ({ zipCode }: { zipCode: string; state: CompaniesNavigationState }) => checkZipCode(zipCode),
    onSuccess: (area, { state }) => {
      if (area === 'not-serviced') {
        setNotice(Messages.zipNotFound);
        return;
      }
      if (area === 'unavailable') {
        setZipError('We could not check this zip code. Please try again.');
        return;
      }
      navigate('/companies', { state });
    },
  });
  const checking = zipCheck.isPending;
  const today = valleyToday();
  // A date kept from an earlier day may have passed: the earliest is today in the valley.
  const date = search?.date && search.date >= today ? search.date : today;

  const setRevealingOf = useCallback((formId: number, questionId: number, on: boolean) => {
    setRevealing((current) => {
      const next = new Map(current);
      const ids = new Set(next.get(formId));
      if (on) ids.add(questionId);
      else ids.delete(questionId);
      next.set(formId, ids);
      return next;
    });
  }, []);

  /** Asks which values of the next question this answer reveals, and narrows that question to them. */
  const reveal = useCallback(
    async (formId: number, questionId: number, valueId: number) => {
      setRevealingOf(formId, questionId, true);
      try {
        const next = await getNextValues(questionId, valueId);
        updateForm(formId, (form) => {
          // A later answer to the same question has its own call.
          if (form.answers[questionId] !== valueId || next.questionId === null) return form;
          const ids = next.values.map((v) => v.id);
          const answers = { ...form.answers };
          const current = answers[next.questionId];
          if (current !== undefined && !ids.includes(current)) delete answers[next.questionId];
          return { ...form, answers, revealed: { ...form.revealed, [next.questionId]: ids } };
        });
      } catch (error) {
        // Every value stays offered; the server checks the combination when it prices the job.
        console.error('next-values failed', error);
      } finally {
        setRevealingOf(formId, questionId, false);
      }
    },
    [setRevealingOf],
  );

  // The first form: created when the questionnaire opens, with a landing page's sub-service pre-selected.
  useEffect(() => {
    if (!features.data || !search || useSession.getState().questionnaireForms.length > 0) return;
    const form = newForm([]);
    const preset = principalValueFor(features.data, search.subServiceId);
    if (preset) form.answers[preset.feature.id] = preset.value.id;
    useSession.getState().startForms(form, preset?.value.id ?? null);
    if (preset) void reveal(form.formId, preset.feature.id, preset.value.id);
  }, [features.data, search, reveal]);

  if (search && features.isError) {
    return (
      <Container size="md" py={40}>
        <Title order={1}>{search.service}</Title>
        <ErrorState
          title="Failed to load the questions."
          message="Please try again."
          onRetry={() => void features.refetch()}
        />
      </Container>
    );
  }
  if (!search || !deferredQuestions) {
    // The same element tree as below (frame, then the notice), so the frame's nodes stay when the fields come;
    // the heading and the fields are filled in together.
    return (
      <>
        <QuestionnaireFrame service={null}>
          <DateAndZipBox>
            <FieldPlaceholder label="Preferred date" />
            <FieldPlaceholder label="Zip code" />
          </DateAndZipBox>
          <QuestionsPlaceholder />
        </QuestionnaireFrame>
        <NoticeModal notice={null} onClose={() => setNotice(null)} />
      </>
    );
  }
  const questions: Feature[] = deferredQuestions;
  const callForm = forms.find((form) => serviceCallOf(questions, form));
  const shownForms = callForm ? [callForm] : forms;
  const unit = search.serviceUnit;

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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const input = offerInput(questions, forms);
    if (!input) {
      setNotice(Messages.selectFeatures);
      return;
    }
    if (search.zipCode.length !== ZIP_LENGTH) {
      setZipError('Enter a 5-digit zip code');
      return;
    }
    const state: CompaniesNavigationState = {
      service: search.service,
      zipCode: search.zipCode,
      serviceId: search.serviceId,
      subServiceId: input.subServiceId,
      multiServices: search.multiServices,
      serviceUnit: unit,
      date,
      quantity: input.quantity,
      idFeatures: input.idFeatures,
      isServiceCall: input.isServiceCall,
    };
    zipCheck.mutate({ zipCode: search.zipCode, state });
  };

  const setSearch = (patch: Partial<NonNullable<typeof search>>) =>
    useSession.getState().updateSearch({ ...search, ...patch });

  return (
    <>
      <QuestionnaireFrame service={search.service} onSubmit={onSubmit}>
        <DateAndZipBox>
          <DatePickerInput
            label="Preferred date"
            valueFormat={PICKER_DATE_FORMAT}
            minDate={today}
            value={date}
            onChange={(value) => {
              if (value) setSearch({ date: String(value).slice(0, 10) });
            }}
            popoverProps={{ withinPortal: true }}
          />
          <TextInput
            label="Zip code"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="e.g. 89135"
            value={search.zipCode}
            error={zipError}
            onChange={(event) => {
              setSearch({ zipCode: event.currentTarget.value.replace(/\D/g, '').slice(0, ZIP_LENGTH) });
              setZipError(null);
            }}
          />
        </DateAndZipBox>

        {shownForms.map((form) => {
          const index = forms.indexOf(form);
          return (
            <ServiceFormFields
              key={form.formId}
              legend={`${unit} ${index + 1}`}
              features={questions}
              form={form}
              revealing={revealing.get(form.formId) ?? new Set()}
              onAnswer={onAnswer(form.formId, index)}
              onAddOn={(feature, checked) =>
                updateForm(form.formId, (f) => ({ ...f, addOns: { ...f.addOns, [feature.id]: checked } }))
              }
              onDelete={index > 0 ? () => deleteForm(form.formId) : undefined}
              serviceCallDescription={serviceCallDescription}
              onServiceCallDescription={(text) => useSession.getState().setServiceCallDescription(text)}
            />
          );
        })}

        <Group justify="space-between">
          {search.multiServices && !callForm && forms.length < MAX_SERVICE_FORMS ? (
            <Button variant="outline" onClick={addForm}>
              Add {unit}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="md" loading={checking}>
            SUBMIT
          </Button>
        </Group>
      </QuestionnaireFrame>
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

function DateAndZipBox({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
    </Paper>
  );
}
