/**
 * The questionnaire's frame (heading, intro, the box of the date and zip code, the place of the questions): it
 * is prerendered into questionnaire/index.html, so the screen renders the same elements while loading and
 * after (see QuestionnaireScreen). Part of the page's first code, with the stand-in shown while the screen's
 * code loads (questionnaire-page.tsx): nothing here may import the query library, the API client or a
 * component of the shared `mantine` chunk (issue 33's byte budgets).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ErrorState } from '../../ui/error-state';
import { PART_UNAVAILABLE } from '../../ui/on-demand';

const TITLE = msg`Questionnaire`;

/**
 * The same elements whether the search is known or not: while it loads (`heading` null), the heading's text and
 * the fields are placeholders (hidden from screen readers, which hear "Questionnaire" and a busy form).
 */
export function QuestionnaireFrame({
  heading,
  onSubmit,
  children,
}: {
  /** The service searched for; null while it is not known. */
  heading: string | null;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <form
        onSubmit={onSubmit ?? ((event) => event.preventDefault())}
        noValidate
        aria-busy={heading === null || undefined}
      >
        <Stack gap="lg">
          <div>
            <Title order={1}>
              {heading ?? (
                <>
                  <VisuallyHidden>{i18n._(TITLE)}</VisuallyHidden>
                  <Skeleton component="span" display="block" h="1.3em" w="12ch" radius="sm" aria-hidden />
                </>
              )}
            </Title>
            <Text c="dark.5" mt={4}>
              <Trans>Answer a few questions and we will price the job with local companies.</Trans>
            </Text>
          </div>
          {children}
        </Stack>
      </form>
    </Container>
  );
}

/** Where a field goes while its value is unknown: its label, and a bar of an input's height. */
export function FieldPlaceholder({ label }: { label: string }) {
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
export function QuestionsPlaceholder() {
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

/** The date's and the zip code's places while their values are unknown. */
export function DateAndZipPlaceholders() {
  const { t } = useLingui();
  return (
    <>
      <FieldPlaceholder label={t`Preferred date`} />
      <FieldPlaceholder label={t`Zip code`} />
    </>
  );
}

export function DateAndZipBox({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
    </Paper>
  );
}

/**
 * What the page shows while the screen's code loads on a visit inside the app (a search from another page): the
 * frame as the screen itself renders it while loading (QuestionnaireScreen's first render, the prerendered HTML),
 * so the code's arrival changes nothing on screen. `failed`: the code could not be fetched (offline, or a tab
 * older than the release); the same frame says so in place of the fields, with Try again.
 */
export function QuestionnaireStandIn({ failed }: { failed?: { retry: () => void } }) {
  const { i18n, t } = useLingui();
  return (
    <QuestionnaireFrame heading={failed ? i18n._(TITLE) : null}>
      {failed ? (
        <ErrorState
          title={t`Could not load the questionnaire`}
          message={i18n._(PART_UNAVAILABLE)}
          onRetry={failed.retry}
        />
      ) : (
        <>
          <DateAndZipBox>
            <DateAndZipPlaceholders />
          </DateAndZipBox>
          <QuestionsPlaceholder />
        </>
      )}
    </QuestionnaireFrame>
  );
}
