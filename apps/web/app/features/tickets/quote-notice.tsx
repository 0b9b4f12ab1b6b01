import { Trans } from '@lingui/react/macro';
import { Alert, Anchor } from '@mantine/core';
import type { TicketDetail } from '@upkeep/contract';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';

/**
 * The company's latest quote on the ticket (decision 0039), said by its state with a link to read it (`/quote/{id}`):
 * one waiting for the customer's answer is a call to act, an answered one a line of the ticket's story.
 */
export function QuoteNotice({ quotes, companyName }: { quotes: TicketDetail['quotes']; companyName: string }) {
  const inLocale = useLocalePath();
  const latest = quotes[0];
  if (!latest) return null;
  const open = latest.status === 'sent' || latest.status === 'viewed';
  const link = (
    <Anchor component={Link} to={inLocale(`/quote/${latest.id}`)} fw={700}>
      {open ? <Trans>Read the quote and answer it</Trans> : <Trans>See the quote</Trans>}
    </Anchor>
  );
  const words = {
    sent: <Trans>{companyName} sent you a quote.</Trans>,
    viewed: <Trans>{companyName} sent you a quote.</Trans>,
    approved: <Trans>You approved {companyName}'s quote.</Trans>,
    declined: <Trans>You declined {companyName}'s quote.</Trans>,
    expired: <Trans>{companyName}'s quote has expired.</Trans>,
    draft: null,
  }[latest.status];
  if (!words) return null;
  return (
    <Alert color={open ? 'teal' : 'gray'} variant="light" role="status">
      {words} {link}
    </Alert>
  );
}
