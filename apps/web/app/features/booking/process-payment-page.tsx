/**
 * /process-payment (spec 001's route table): the sandbox's 3-D Secure challenge, the offline stand-in for
 * the page a card's bank shows (Stripe's test page has the same two buttons). The provider sends the
 * customer here with the intent and its client secret; their answer goes to the sandbox, and they are
 * brought back to the page that paid, which validates the payment. A card being saved (a setup intent, `seti_…`,
 * issue 31) is authenticated the same way, and the customer goes back to the page that saves it (/profile).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { PAYMENT_RETURN_PARAMS } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { authenticateSandboxPayment } from '../../shared/payments/api/authenticate-sandbox-payment';
import { authenticateSandboxSetup } from '../../shared/payments/api/authenticate-sandbox-setup';
import { readChallengeState, returnAddress } from '../../shared/payments/payment-return';
import { isCardSetup } from '../../shared/payments/save-card';

export const PROCESS_PAYMENT_TITLE = msg`Authenticate your payment`;
/** The heading of a card setup's challenge (a card saved for later). */
export const PROCESS_SETUP_TITLE = msg`Authenticate your card`;

interface ChallengeWords {
  title: MessageDescriptor;
  ask: MessageDescriptor;
  outcomes: MessageDescriptor;
  notFound: MessageDescriptor;
  succeeded: MessageDescriptor;
  failed: MessageDescriptor;
}

/** What the page says of a payment, and of a card being saved. */
const WORDS: { payment: ChallengeWords; setup: ChallengeWords } = {
  payment: {
    title: PROCESS_PAYMENT_TITLE,
    ask: msg`Your card asks you to confirm this payment (3-D Secure). In live mode your bank would show its own page here.`,
    outcomes: msg`Complete the authentication to pay, or fail it to see what a customer sees when their bank refuses.`,
    notFound: msg`This payment could not be found. Please go back and pay again.`,
    succeeded: msg`The payment is authenticated. You can close this page.`,
    failed: msg`The authentication failed: the payment was not made.`,
  },
  setup: {
    title: PROCESS_SETUP_TITLE,
    ask: msg`Your card asks you to confirm it before it is saved (3-D Secure). In live mode your bank would show its own page here.`,
    outcomes: msg`Complete the authentication to save the card, or fail it to see what a customer sees when their bank refuses.`,
    notFound: msg`This card could not be found. Please go back and add it again.`,
    succeeded: msg`The card is authenticated. You can close this page.`,
    failed: msg`The authentication failed: the card was not saved.`,
  },
};

type Outcome = 'complete' | 'fail';

/** A 409: the challenge was already answered. */
const isAnswered = (err: unknown) => err instanceof ApiError && err.statusCode === 409;

const problemOf = (err: Error, words: ChallengeWords): MessageDescriptor =>
  err instanceof ApiError && err.statusCode === 404
    ? words.notFound
    : msg`The answer could not be sent. Please try again.`;

export function ProcessPaymentPage() {
  const [search] = useSearchParams();
  const paymentIntentId = search.get(PAYMENT_RETURN_PARAMS.intent);
  const clientSecret = search.get(PAYMENT_RETURN_PARAMS.clientSecret);
  const inLocale = useLocalePath();
  if (!paymentIntentId || !clientSecret) {
    return (
      <Frame>
        <Text>
          <Trans>There is no payment to authenticate here.</Trans>
        </Text>
        <Group>
          <Button component={Link} to={inLocale('/home')} variant="light">
            <Trans>Back to home</Trans>
          </Button>
        </Group>
      </Frame>
    );
  }
  return (
    <Challenge
      paymentIntentId={paymentIntentId}
      clientSecret={clientSecret}
      returnUrl={search.get(PAYMENT_RETURN_PARAMS.returnUrl)}
    />
  );
}

function Frame({ children, title = PROCESS_PAYMENT_TITLE }: { children: React.ReactNode; title?: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <Container size="xs" py={{ base: 32, md: 60 }}>
      <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="challenge-title">
        <Stack gap="md">
          {/* Wraps on a phone: the badge goes below the title rather than being cut (issue 26). */}
          <Group gap="sm" justify="space-between" align="center">
            <Title order={1} size="h2" id="challenge-title">
              {i18n._(title)}
            </Title>
            <Badge color="yellow.3" variant="filled" autoContrast radius="sm" style={{ flexShrink: 0 }}>
              <Trans>Test mode</Trans>
            </Badge>
          </Group>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}

function Challenge({
  paymentIntentId,
  clientSecret,
  returnUrl,
}: {
  paymentIntentId: string;
  clientSecret: string;
  returnUrl: string | null;
}) {
  const { i18n } = useLingui();
  const inLocale = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  // A setup intent (`seti_…`): a card being saved, authenticated at the sandbox's setup endpoint.
  const setup = isCardSetup(paymentIntentId);
  const words = setup ? WORDS.setup : WORDS.payment;
  /** Where no way back was given (or not a page of this site): what happened, said here. */
  const [finished, setFinished] = useState<MessageDescriptor | null>(null);

  const back = (redirectStatus: 'succeeded' | 'failed') => {
    const to = returnAddress(returnUrl, { paymentIntentId, clientSecret, redirectStatus });
    if (!to) {
      setFinished(redirectStatus === 'succeeded' ? words.succeeded : words.failed);
      return;
    }
    void navigate(to, { replace: true, state: readChallengeState(location.state)?.returnState ?? null });
  };

  const send = useMutation({
    mutationFn: (outcome: Outcome) =>
      setup
        ? authenticateSandboxSetup(paymentIntentId, { clientSecret, outcome })
        : authenticateSandboxPayment(paymentIntentId, { clientSecret, outcome }),
    onSuccess: (intent) => back(intent.status === 'succeeded' ? 'succeeded' : 'failed'),
    onError: (err) => {
      // Already answered (another tab, a double click): the paying page's validation says how it went.
      if (isAnswered(err)) back('failed');
    },
  });
  // The answer stays shown as sent (the buttons locked) on the way back; a failure frees them again.
  const sending = send.isPending || send.isSuccess || isAnswered(send.error) ? (send.variables ?? null) : null;
  const problem = send.error && !isAnswered(send.error) ? problemOf(send.error, words) : null;

  const answer = (outcome: Outcome) => {
    if (sending) return;
    send.mutate(outcome);
  };

  if (finished) {
    return (
      <Frame title={words.title}>
        <Text role="status">{i18n._(finished)}</Text>
        <Group>
          <Button component={Link} to={inLocale('/home')} variant="light">
            <Trans>Back to home</Trans>
          </Button>
        </Group>
      </Frame>
    );
  }

  return (
    <Frame title={words.title}>
      <Text>{i18n._(words.ask)}</Text>
      <Text size="sm" c="dark.5">
        <Trans>This is UpKeep's test page: no bank is contacted and no card is charged.</Trans> {i18n._(words.outcomes)}
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {i18n._(problem)}
        </Alert>
      )}
      {/* One button a row: side by side in this narrow card they cut their labels ("Fail authenti"). */}
      <Stack gap="sm">
        <Button
          color="red"
          variant="outline"
          onClick={() => answer('fail')}
          loading={sending === 'fail'}
          disabled={sending !== null}
        >
          <Trans>Fail authentication</Trans>
        </Button>
        <Button onClick={() => answer('complete')} loading={sending === 'complete'} disabled={sending !== null}>
          <Trans>Complete authentication</Trans>
        </Button>
      </Stack>
    </Frame>
  );
}
