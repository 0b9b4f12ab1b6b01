/**
 * The profile's saved cards (issue 31): each card's brand, last four digits and expiry, removed after a
 * confirmation; a new card added with the provider's card form (a SetupIntent confirmed with the card, 3-D Secure
 * included: the challenge page brings the customer back here, and the cards are read again). Signed-in customers
 * only: a guest keeps no cards.
 */
import { Alert, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MAX_SAVED_CARDS, PaymentMessages, type SavedCard } from '@upkeep/contract';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../session/store';
import { useRemoveCard } from '../../shared/payments/api/remove-card';
import { useSavedCards } from '../../shared/payments/api/saved-cards';
import { usePaymentReturn } from '../../shared/payments/payment-return';
import { isCardSetup } from '../../shared/payments/save-card';
import { savedCardExpiry, savedCardName, savedCardSpoken } from '../../shared/payments/saved-card-words';
import { ConfirmDialog } from '../../ui/confirm-dialog';

// The card form (and Stripe's, in Stripe mode) loads when the customer adds a card.
const AddCardForm = lazy(() => import('./add-card-form'));

export const SAVED_CARDS_TITLE = 'Saved cards';
export const CARD_SAVED = 'Card saved.';

type Notice = { kind: 'saved' } | { kind: 'failed'; message: string };

export function SavedCardsSection() {
  const token = useSession((s) => (s.isLoggedIn ? s.token : null));
  if (!token) return null;
  return <SavedCards token={token} />;
}

function SavedCards({ token }: { token: string }) {
  const headingId = useId();
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
    else setNotice({ kind: 'failed', message: PaymentMessages.authenticationFailed });
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
            {SAVED_CARDS_TITLE}
          </Title>
          <Text size="sm" c="gray.7">
            Pay in one tap at checkout, for extra charges and for reschedule fees.
          </Text>
        </Stack>
        {notice?.kind === 'saved' && (
          <Alert color="teal" variant="light" role="status">
            {CARD_SAVED}
          </Alert>
        )}
        {notice?.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert" title="The card was not saved">
            {notice.message}
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
          <Suspense fallback={<Loader size="sm" role="progressbar" aria-label="Loading the card form" />}>
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
              Add a card
            </Button>
          </Group>
        )}
        {full && !adding && (
          <Text size="sm" c="gray.7">
            You can keep {MAX_SAVED_CARDS} cards at most: remove one to add another.
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        subject={removing}
        title="Remove this card?"
        confirmLabel="Remove card"
        color="red"
        action={remove}
        variables={(card) => card.id}
        done={(_, card) => `${savedCardSpoken(card)} removed.`}
        onClose={() => setRemoving(null)}
      >
        {(card) => (
          <Text>
            {savedCardName(card)} ({savedCardExpiry(card).toLowerCase()}) will no longer be offered when you pay. You
            can add it again at any time.
          </Text>
        )}
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
  if (cards.isPending) return <Loader size="sm" role="progressbar" aria-label="Loading your saved cards" />;
  if (cards.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Your saved cards could not be loaded">
        <Button size="xs" variant="light" onClick={() => void cards.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (cards.data.length === 0) return <Text>No saved cards yet.</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {cards.data.map((card) => (
        <Card component="li" key={card.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600}>{savedCardName(card)}</Text>
              <Text size="sm" c="gray.7">
                {savedCardExpiry(card)}
              </Text>
            </Stack>
            <Button variant="default" aria-label={`Remove ${savedCardSpoken(card)}`} onClick={() => onRemove(card)}>
              Remove
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
