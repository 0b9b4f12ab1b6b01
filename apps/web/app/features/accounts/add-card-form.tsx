/**
 * A new card for the profile's saved cards (issue 31), loaded when the customer adds one: the provider's card
 * form in its setup mode (the sandbox's test form, or Stripe Elements) and "Save card", which starts a setup
 * intent and confirms it with the card. A card that needs 3-D Secure goes to the challenge page, which brings the
 * customer back to /profile; a refused card says the provider's message, as the payment forms do.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { CardFormHandle } from '../../shared/payments/card-form';
import { CardSection } from '../../shared/payments/card-section';
import { useGoToChallenge } from '../../shared/payments/payment-return';
import { saveCard } from '../../shared/payments/save-card';

export default function AddCardForm({
  token,
  onSaved,
  onCancel,
}: {
  token: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const card = useRef<CardFormHandle>(null);
  const [complete, setComplete] = useState(false);
  const onCompleteChange = useCallback((value: boolean) => setComplete(value), []);
  const goToChallenge = useGoToChallenge();

  const save = useMutation({
    mutationFn: () =>
      saveCard({
        token,
        confirmSetup: (setup) =>
          card.current
            ? card.current.confirmSetup(setup)
            : Promise.resolve({ error: i18n._(msg`The card form is not ready.`) }),
      }),
    onSuccess: (outcome) => {
      if (outcome.kind === 'saved') onSaved();
      else if (outcome.kind === 'authenticate') goToChallenge(outcome.url);
    },
  });
  const outcome = save.data;
  // On the way to a challenge (or once saved) the form stays locked, as while saving.
  const busy = save.isPending || outcome?.kind === 'authenticate' || outcome?.kind === 'saved';
  const error = outcome?.kind === 'card-error' || outcome?.kind === 'error' ? outcome.message : null;

  return (
    <form
      aria-label={t`New card`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && complete) save.mutate();
      }}
    >
      <Stack gap="md">
        <CardSection purpose="setup" onCompleteChange={onCompleteChange} handleRef={card} disabled={busy} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!complete} loading={busy}>
            <Trans>Save card</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
