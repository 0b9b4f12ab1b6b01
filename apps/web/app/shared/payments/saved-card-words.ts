/** How a saved card is named on screen (issue 31): its brand and last four digits, and its expiry. */
import { t } from '@lingui/core/macro';
import { CARD_BRAND_NAMES, type SavedCard } from '@upkeep/contract';

type CardName = Pick<SavedCard, 'brand' | 'last4'>;

const brandOf = (card: CardName) => CARD_BRAND_NAMES[card.brand] ?? CARD_BRAND_NAMES.unknown ?? t`Card`;

/** 'Visa •••• 4242', as the card is shown. */
export const savedCardName = (card: CardName) => `${brandOf(card)} •••• ${card.last4}`;

/** 'Visa ending in 4242', as a button about the card names it for a screen reader. */
export const savedCardSpoken = (card: CardName) => {
  const brand = brandOf(card);
  const last4 = card.last4;
  return t`${brand} ending in ${last4}`;
};

/** 'Expires 12/34'. */
export const savedCardExpiry = (card: Pick<SavedCard, 'expMonth' | 'expYear'>) => {
  const month = String(card.expMonth).padStart(2, '0');
  const year = String(card.expYear % 100).padStart(2, '0');
  return t`Expires ${month}/${year}`;
};
