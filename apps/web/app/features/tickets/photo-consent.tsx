import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TicketDetail } from '@upkeep/contract';
import { errorMessage } from '../../lib/errors';
import { useAnswerPhotoConsent } from './api/answer-photo-consent';

/** The contract's PHOTO_CONSENT_ANSWERED in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const PHOTO_CONSENT_ANSWERED_WORDS: Record<'allowed' | 'declined', MessageDescriptor> = {
  allowed: msg`You allowed the company to show photos of this job on its UpKeep page.`,
  declined: msg`You did not allow the company to show photos of this job on its UpKeep page.`,
};

/**
 * The company asked to show this job's photos on its public page (issue 32): the customer answers Allow or Don't
 * allow, and may change the answer later here. Shown once the company asked (or the customer answered).
 */
export function PhotoConsentPrompt({ ticket, token }: { ticket: TicketDetail; token: string }) {
  const answer = useAnswerPhotoConsent(ticket.id, token);
  const consent = ticket.photoConsent;
  const { t, i18n } = useLingui();
  if (consent === null) return null;
  const asked = consent === 'asked';
  const company = ticket.companyName;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`Photos of this job`}>
      <Stack gap="xs">
        {asked && (
          // The contract's photoConsentQuestion, word for word in English.
          <Text fw={600}>
            <Trans>{company} would like to show photos of this job on its UpKeep page.</Trans>
          </Text>
        )}
        <Text size="sm">
          {asked ? (
            <Trans>
              The photos were taken at your home for this job. Nothing is shown until you allow it, and you can change
              your answer later.
            </Trans>
          ) : (
            i18n._(PHOTO_CONSENT_ANSWERED_WORDS[consent])
          )}
        </Text>
        <Group gap="sm">
          {consent !== 'allowed' && (
            <Button
              size="compact-sm"
              color="teal.9"
              onClick={() => answer.mutate(true)}
              loading={answer.isPending && answer.variables === true}
              disabled={answer.isPending}
            >
              <Trans>Allow</Trans>
            </Button>
          )}
          {consent !== 'declined' && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => answer.mutate(false)}
              loading={answer.isPending && answer.variables === false}
              disabled={answer.isPending}
            >
              <Trans>Don't allow</Trans>
            </Button>
          )}
        </Group>
        {answer.isError && (
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(answer.error, t`Your answer could not be saved. Try again.`)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
