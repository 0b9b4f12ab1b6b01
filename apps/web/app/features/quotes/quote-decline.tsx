/**
 * Declining a quote (decision 0039), loaded when the customer asks to (the screen's 180 KB): the customer says why (required, at most QUOTE_LIMITS.declineReason characters;
 * the company reads it). The server's answer, the quote declined, replaces it on screen; a refusal (the quote approved
 * or expired meanwhile: 409) is said as the server says it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage } from '../../lib/errors';
import { useDeclineQuote } from './api/decline-quote';

/**
 * The contract's QUOTE_LIMITS.declineReason (held equal by quote-page.test.tsx): its module carries the quote's
 * schemas, which this screen does not load (zod: the screen's 180 KB).
 */
export const DECLINE_REASON_MAX = 1000;

export function QuoteDecline({ quoteId, token }: { quoteId: number; token: string }) {
  const { t, i18n } = useLingui();
  const decline = useDeclineQuote(quoteId, token);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const max = DECLINE_REASON_MAX;
  const box = useRef<HTMLTextAreaElement>(null);
  // Asked for by a button that leaves with it: the focus goes to the box.
  useEffect(() => box.current?.focus(), []);
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
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          ref={box}
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
  );
}
