import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { valleyToday } from '@upkeep/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { SERVICES_LOAD_FAILED } from '../../i18n/spec-messages';
import { type QuestionnaireSearch, useSession } from '../../session/store';
import { ErrorState } from '../../ui/error-state';
import { NoticeModal } from '../../ui/notice-modal';
import { DateAndZipFields } from './date-and-zip-fields';
import { DateAndZipBox, DateAndZipPlaceholders, QuestionnaireFrame, QuestionsPlaceholder } from './questionnaire-frame';
import { newForm, principalValueFor } from './questionnaire-model';
import { QuestionnaireServiceForms } from './questionnaire-service-forms';
import { useQuestionnaireQuestions } from './use-questionnaire-questions';
import { useQuestionnaireSearch } from './use-questionnaire-search';
import { useQuestionnaireSubmit } from './use-questionnaire-submit';
import { useRevealNextValues } from './use-reveal-next-values';

/**
 * The questionnaire's screen (spec 000 sections 2, 4, 5): preferred date, zip code, service forms, SUBMIT. Its
 * code (the API client, the service forms, the date field's stand-in) is a chunk the page loads once it has
 * hydrated (questionnaire-page.tsx, issue 33). It reads the API without the query library (lib/plain-read.ts) and
 * the date picker's calendar loads when the visitor reaches the field (ui/date-picker-field.tsx): issue 48's 150 KB
 * without a gesture.
 *
 * Its frame (heading, intro, the box of the date and zip code, the place of the questions) is prerendered
 * into questionnaire/index.html (PRERENDERED_SCREENS in the contract), so a phone paints it from the HTML
 * while the scripts, the search and the questions load (issue 14). The build cannot know the query, the
 * session or today's date, so the frame holds placeholders where they go; while loading, the screen renders
 * the same elements as the prerendered HTML (hydration keeps them) and then fills them in, never replacing
 * the frame: the intro, the page's largest text, is painted once.
 */
export function QuestionnaireScreen() {
  const { status, retry } = useQuestionnaireSearch();
  const { i18n, t } = useLingui();
  const localePath = useLocalePath();
  if (status === 'error') {
    return (
      <Container size="md" py={40}>
        <Title order={1}>
          <Trans>Questionnaire</Trans>
        </Title>
        <ErrorState title={i18n._(SERVICES_LOAD_FAILED)} message={t`Please try again.`} onRetry={retry} />
      </Container>
    );
  }
  if (status === 'none' || status === 'unknown-service') {
    return (
      <Container size="md" py={60}>
        <Stack gap="md">
          <Title order={1}>
            <Trans>Questionnaire</Trans>
          </Title>
          <Text c="dark.5">
            {status === 'none'
              ? t`Start with a search: choose a service and enter your zip code.`
              : t`We could not find that service, or it cannot be booked yet.`}
          </Text>
          <Group>
            <Button component={Link} to={localePath('/home')}>
              <Trans>Search services</Trans>
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <Questionnaire searchSettled={status === 'ready'} />;
}

function Questionnaire({ searchSettled }: { searchSettled: boolean }) {
  const storedSearch = useSession((s) => s.questionnaire);
  // Until this visit's search is settled, the session may still hold an earlier one: it is never shown.
  const search = searchSettled ? storedSearch : null;
  const forms = useSession((s) => s.questionnaireForms);
  const { features, deferredQuestions } = useQuestionnaireQuestions(search);
  const { t } = useLingui();
  const { revealing, reveal } = useRevealNextValues();
  const { submit, checking, notice, setNotice, zipError, setZipError, showMissing, missingAttempt } =
    useQuestionnaireSubmit();
  // After a SUBMIT that stopped on a missing answer, the first field to fix takes the focus.
  useEffect(() => {
    if (missingAttempt === 0) return;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [missingAttempt]);
  const today = valleyToday();
  // A date kept from an earlier day may have passed: the earliest is today in the valley.
  const date = search?.date && search.date >= today ? search.date : today;

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
          title={t`Failed to load the questions.`}
          message={t`Please try again.`}
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
        <QuestionnaireFrame heading={null}>
          <DateAndZipBox>
            <DateAndZipPlaceholders />
          </DateAndZipBox>
          <QuestionsPlaceholder />
        </QuestionnaireFrame>
        <NoticeModal notice={null} onClose={() => setNotice(null)} />
      </>
    );
  }
  const questions = deferredQuestions;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(search, questions, forms, date);
  };

  const setSearch = (patch: Partial<QuestionnaireSearch>) =>
    useSession.getState().updateSearch({ ...search, ...patch });

  return (
    <>
      <QuestionnaireFrame heading={search.service} onSubmit={onSubmit}>
        <DateAndZipBox>
          <DateAndZipFields
            today={today}
            date={date}
            zipCode={search.zipCode}
            zipError={zipError}
            onSearchChange={setSearch}
            onZipCodeTyped={() => setZipError(null)}
          />
        </DateAndZipBox>

        <QuestionnaireServiceForms
          questions={questions}
          forms={forms}
          unit={search.serviceUnit}
          multiServices={search.multiServices}
          revealing={revealing}
          reveal={reveal}
          checking={checking}
          showMissing={showMissing}
        />
      </QuestionnaireFrame>
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
