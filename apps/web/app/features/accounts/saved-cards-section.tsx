/**
 * The profile's saved cards (issue 31): each card's brand, last four digits and expiry, removed after a
 * confirmation; a new card added with the provider's card form (a SetupIntent confirmed with the card, 3-D Secure
 * included: the challenge page brings the customer back here, and the cards are read again). Signed-in customers
 * only: a guest keeps no cards.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MAX_SAVED_CARDS, type SavedCard } from '@upkeep/contract';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { AUTHENTICATION_FAILED, SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../session/store';
import { useRemoveCard } from '../../shared/payments/api/remove-card';
import { useSavedCards } from '../../shared/payments/api/saved-cards';
import { usePaymentReturn } from '../../shared/payments/payment-return';
import { isCardSetup } from '../../shared/payments/save-card';
import { savedCardExpiry, savedCardName, savedCardSpoken } from '../../shared/payments/saved-card-words';
import { ConfirmDialog } from '../../ui/confirm-dialog';

// The card form (and Stripe's, in Stripe mode) loads when the customer adds a card.
const AddCardForm = lazy(() => import('./add-card-form'));

export const SAVED_CARDS_TITLE: MessageDescriptor = msg`Saved cards`;
export const CARD_SAVED: MessageDescriptor = msg`Card saved.`;

type Notice = { kind: 'saved' } | { kind: 'failed'; message: MessageDescriptor };

export function SavedCardsSection() {
  const token = useSession((s) => (s.isLoggedIn ? s.token : null));
  if (!token) return null;
  return <SavedCards token={token} />;
}

function SavedCards({ token }: { token: string }) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const cards = useSavedCards(token);
  const remove = useRemoveCard(token);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  // Reading the cards again is what keeps a card whose setup succeeded: "Card saved." once they are read.
  const { refetch } = cards;
  const onSaved = useCallback(async () => {
    setAdding(false);
    const read = await refetch();
    if (read.isSuccess) setNotice({ kind: 'saved' });
  }, [refetch]);

  // Back from the 3-D Secure challenge of a card setup (`seti_…`): read the cards again, once.
  const paymentReturn = usePaymentReturn();
  const returned =
    paymentReturn.returned && isCardSetup(paymentReturn.returned.paymentIntentId) ? paymentReturn.returned : null;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!returned || handled.current === returned.paymentIntentId) return;
    handled.current = returned.paymentIntentId;
    paymentReturn.done();
    if (returned.redirectStatus === 'succeeded') void onSaved();
    else setNotice({ kind: 'failed', message: AUTHENTICATION_FAILED });
  });

  const full = (cards.data?.length ?? 0) >= MAX_SAVED_CARDS;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {i18n._(SAVED_CARDS_TITLE)}
          </Title>
          <Text size="sm" c="gray.7">
            <Trans>Pay in one tap at checkout, for extra charges and for reschedule fees.</Trans>
          </Text>
        </Stack>
        {notice?.kind === 'saved' && (
          <Alert color="teal" variant="light" role="status">
            {i18n._(CARD_SAVED)}
          </Alert>
        )}
        {notice?.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert" title={t`The card was not saved`}>
            {i18n._(notice.message)}
          </Alert>
        )}
        <CardList
          cards={cards}
          onRemove={(card) => {
            setNotice(null);
            setRemoving(card);
          }}
        />
        {adding ? (
          <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t`Loading the card form`} />}>
            <AddCardForm token={token} onSaved={() => void onSaved()} onCancel={() => setAdding(false)} />
          </Suspense>
        ) : (
          <Group>
            <Button
              variant="light"
              disabled={full}
              onClick={() => {
                setNotice(null);
                setAdding(true);
              }}
            >
              <Trans>Add a card</Trans>
            </Button>
          </Group>
        )}
        {full && !adding && (
          <Text size="sm" c="gray.7">
            <Trans>You can keep {MAX_SAVED_CARDS} cards at most: remove one to add another.</Trans>
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        subject={removing}
        title={t`Remove this card?`}
        confirmLabel={t`Remove card`}
        cancelLabel={t`Not now`}
        color="red"
        action={remove}
        variables={(card) => card.id}
        done={(_, card) => {
          const spoken = savedCardSpoken(card);
          return t`${spoken} removed.`;
        }}
        describe={(error) => errorMessage(error, i18n._(SERVER_ERROR))}
        onClose={() => setRemoving(null)}
      >
        {(card) => {
          const name = savedCardName(card);
          const expiry = savedCardExpiry(card).toLowerCase();
          return (
            <Text>
              <Trans>
                {name} ({expiry}) will no longer be offered when you pay. You can add it again at any time.
              </Trans>
            </Text>
          );
        }}
      </ConfirmDialog>
    </Paper>
  );
}

function CardList({
  cards,
  onRemove,
}: {
  cards: ReturnType<typeof useSavedCards>;
  onRemove: (card: SavedCard) => void;
}) {
  const { t } = useLingui();
  if (cards.isPending) return <Loader size="sm" role="progressbar" aria-label={t`Loading your saved cards`} />;
  if (cards.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t`Your saved cards could not be loaded`}>
        <Button size="xs" variant="light" onClick={() => void cards.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (cards.data.length === 0) {
    return (
      <Text>
        <Trans>No saved cards yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {cards.data.map((card) => {
        const spoken = savedCardSpoken(card);
        return (
          <Card component="li" key={card.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>{savedCardName(card)}</Text>
                <Text size="sm" c="gray.7">
                  {savedCardExpiry(card)}
                </Text>
              </Stack>
              <Button variant="default" aria-label={t`Remove ${spoken}`} onClick={() => onRemove(card)}>
                <Trans>Remove</Trans>
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
