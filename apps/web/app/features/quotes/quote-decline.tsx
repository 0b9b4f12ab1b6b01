/**
 * Declining a quote (decision 0039): the customer says why (required, at most QUOTE_LIMITS.declineReason characters;
 * the company reads it). The server's answer, the quote declined, replaces it on screen; a refusal (the quote approved
 * or expired meanwhile: 409) is said as the server says it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { QUOTE_LIMITS } from '@upkeep/contract';
import { useState } from 'react';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage } from '../../lib/errors';
import { useDeclineQuote } from './api/decline-quote';

export function QuoteDecline({ quoteId, token }: { quoteId: number; token: string }) {
  const { t, i18n } = useLingui();
  const decline = useDeclineQuote(quoteId, token);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const max = QUOTE_LIMITS.declineReason;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const said = reason.trim();
    if (!said) {
      setMissing(true);
      return;
    }
    decline.mutate(said);
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quote-decline">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="quote-decline">
            <Trans>Decline</Trans>
          </Title>
          <Text size="sm" c="gray.7">
            <Trans>If this quote is not for you, tell the company why. They can send you a new one.</Trans>
          </Text>
          <Textarea
            label={t`Why are you declining?`}
            required
            rows={3}
            maxLength={max}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (missing && event.currentTarget.value.trim()) setMissing(false);
            }}
            error={missing ? t`Say why you are declining this quote.` : undefined}
          />
          {decline.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(decline.error, i18n._(SERVER_ERROR))}
            </Alert>
          )}
          <Button
            type="submit"
            variant="outline"
            color="red.8"
            loading={decline.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Decline quote</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
