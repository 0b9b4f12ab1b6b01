/**
 * The card a page pays with (issue 31): for a signed-in customer with saved cards, a choice between each of them
 * ("Visa •••• 4242") and "A new card" (the provider's card form); otherwise, and for a guest, the card form alone,
 * as before. To the page it is one card form: `confirm` pays with the saved card chosen (the server confirms the
 * intent with it: POST /customer/payment-methods/{id}/pay) or with the card typed in, and a saved card counts as
 * a whole card for the Pay button.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Loader, Radio, Stack } from '@mantine/core';
import type { SavedCard } from '@upkeep/contract';
import { useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useSession } from '../../session/store';
import { useSavedCards } from './api/saved-cards';
import type { CardFormHandle, CardFormProps } from './card-form';
import { CardSection } from './card-section';
import { useReturnUrl } from './payment-return';
import { confirmWithSavedCard } from './saved-card-payment';
import { savedCardExpiry, savedCardName } from './saved-card-words';

/** Said when the card is confirmed before its form is there. */
const NOT_READY = msg`The card form is not ready.`;

/** The choice of the card form. */
export const NEW_CARD = 'new';

export function PaymentCardSection(props: Omit<CardFormProps, 'purpose'>) {
  const { t } = useLingui();
  const token = useSession((s) => (s.isLoggedIn ? s.token : null));
  const cards = useSavedCards(token);
  // A guest, or saved cards that could not be read: the card form, as the page always had it.
  if (!token || cards.isError) return <CardSection {...props} />;
  if (cards.isPending) return <Loader size="sm" role="progressbar" aria-label={t`Loading your saved cards`} />;
  if (cards.data.length === 0) return <CardSection {...props} />;
  return <SavedCardChoice cards={cards.data} token={token} {...props} />;
}

function SavedCardChoice({
  cards,
  token,
  onCompleteChange,
  handleRef,
  disabled,
}: Omit<CardFormProps, 'purpose'> & { cards: SavedCard[]; token: string }) {
  const { t, i18n } = useLingui();
  // The newest card is chosen first: one tap pays.
  const [choice, setChoice] = useState<string>(String(cards[0]?.id ?? NEW_CARD));
  const chosen = cards.find((card) => String(card.id) === choice) ?? null;
  const [cardComplete, setCardComplete] = useState(false);
  const onCardComplete = useCallback((complete: boolean) => setCardComplete(complete), []);
  const card = useRef<CardFormHandle>(null);
  // A 3-D Secure challenge brings the customer back to this page, as after a card typed in.
  const returnUrl = useReturnUrl();

  const complete = chosen !== null || cardComplete;
  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);

  useImperativeHandle(
    handleRef,
    () => ({
      confirm: (intent) => {
        if (chosen) return confirmWithSavedCard(chosen.id, { token, returnUrl })(intent);
        return card.current ? card.current.confirm(intent) : Promise.resolve({ error: i18n._(NOT_READY) });
      },
      confirmSetup: (setup) =>
        card.current ? card.current.confirmSetup(setup) : Promise.resolve({ error: i18n._(NOT_READY) }),
      savedCardId: () => chosen?.id ?? null,
    }),
    [chosen, token, returnUrl, i18n],
  );

  return (
    <Stack gap="md">
      <Radio.Group
        label={t`Pay with`}
        description={t`One of your saved cards, or a new card.`}
        value={chosen ? choice : NEW_CARD}
        onChange={(value) => {
          // The card form starts empty each time it is shown.
          setCardComplete(false);
          setChoice(value);
        }}
      >
        <Stack gap="sm" mt="xs">
          {cards.map((saved) => (
            <Radio
              key={saved.id}
              value={String(saved.id)}
              label={savedCardName(saved)}
              description={savedCardExpiry(saved)}
              disabled={disabled}
            />
          ))}
          <Radio value={NEW_CARD} label={t`A new card`} disabled={disabled} />
        </Stack>
      </Radio.Group>
      {!chosen && <CardSection onCompleteChange={onCardComplete} handleRef={card} disabled={disabled} />}
    </Stack>
  );
}
