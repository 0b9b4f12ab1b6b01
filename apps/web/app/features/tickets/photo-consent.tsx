import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { PHOTO_CONSENT_ANSWERED, photoConsentQuestion, type TicketDetail } from '@upkeep/contract';
import { errorMessage } from '../../lib/errors';
import { useAnswerPhotoConsent } from './api/answer-photo-consent';

/**
 * The company asked to show this job's photos on its public page (issue 32): the customer answers Allow or Don't
 * allow, and may change the answer later here. Shown once the company asked (or the customer answered).
 */
export function PhotoConsentPrompt({ ticket, token }: { ticket: TicketDetail; token: string }) {
  const answer = useAnswerPhotoConsent(ticket.id, token);
  const consent = ticket.photoConsent;
  if (consent === null) return null;
  const asked = consent === 'asked';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Photos of this job">
      <Stack gap="xs">
        {asked && <Text fw={600}>{photoConsentQuestion(ticket.companyName)}</Text>}
        <Text size="sm">
          {asked
            ? 'The photos were taken at your home for this job. Nothing is shown until you allow it, and you can change your answer later.'
            : PHOTO_CONSENT_ANSWERED[consent]}
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
              Allow
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
              Don't allow
            </Button>
          )}
        </Group>
        {answer.isError && (
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(answer.error, 'Your answer could not be saved. Try again.')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
