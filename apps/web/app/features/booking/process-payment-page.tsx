/**
 * /process-payment (spec 001's route table): the sandbox's 3-D Secure challenge, the offline stand-in for
 * the page a card's bank shows (Stripe's test page has the same two buttons). The provider sends the
 * customer here with the intent and its client secret; their answer goes to the sandbox, and they are
 * brought back to the page that paid, which validates the payment.
 */
import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { PAYMENT_RETURN_PARAMS } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { authenticateSandboxPayment } from '../../shared/payments/api/authenticate-sandbox-payment';
import { readChallengeState, returnAddress } from '../../shared/payments/payment-return';

export const PROCESS_PAYMENT_TITLE = 'Authenticate your payment';

type Outcome = 'complete' | 'fail';

/** A 409: the challenge was already answered. */
const isAnswered = (err: unknown) => err instanceof ApiError && err.statusCode === 409;

const problemOf = (err: Error) =>
  err instanceof ApiError && err.statusCode === 404
    ? 'This payment could not be found. Please go back and pay again.'
    : 'The answer could not be sent. Please try again.';

export function ProcessPaymentPage() {
  const [search] = useSearchParams();
  const paymentIntentId = search.get(PAYMENT_RETURN_PARAMS.intent);
  const clientSecret = search.get(PAYMENT_RETURN_PARAMS.clientSecret);
  if (!paymentIntentId || !clientSecret) {
    return (
      <Frame>
        <Text>There is no payment to authenticate here.</Text>
        <Group>
          <Button component={Link} to="/home" variant="light">
            Back to home
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

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container size="xs" py={{ base: 32, md: 60 }}>
      <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="challenge-title">
        <Stack gap="md">
          {/* Wraps on a phone: the badge goes below the title rather than being cut (issue 26). */}
          <Group gap="sm" justify="space-between" align="center">
            <Title order={1} size="h2" id="challenge-title">
              {PROCESS_PAYMENT_TITLE}
            </Title>
            <Badge color="yellow.3" variant="filled" autoContrast radius="sm" style={{ flexShrink: 0 }}>
              Test mode
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
  const navigate = useNavigate();
  const location = useLocation();
  /** Where no way back was given (or not a page of this site): what happened, said here. */
  const [finished, setFinished] = useState<string | null>(null);

  const back = (redirectStatus: 'succeeded' | 'failed') => {
    const to = returnAddress(returnUrl, { paymentIntentId, clientSecret, redirectStatus });
    if (!to) {
      setFinished(
        redirectStatus === 'succeeded'
          ? 'The payment is authenticated. You can close this page.'
          : 'The authentication failed: the payment was not made.',
      );
      return;
    }
    void navigate(to, { replace: true, state: readChallengeState(location.state)?.returnState ?? null });
  };

  const send = useMutation({
    mutationFn: (outcome: Outcome) => authenticateSandboxPayment(paymentIntentId, { clientSecret, outcome }),
    onSuccess: (intent) => back(intent.status === 'succeeded' ? 'succeeded' : 'failed'),
    onError: (err) => {
      // Already answered (another tab, a double click): the paying page's validation says how it went.
      if (isAnswered(err)) back('failed');
    },
  });
  // The answer stays shown as sent (the buttons locked) on the way back; a failure frees them again.
  const sending = send.isPending || send.isSuccess || isAnswered(send.error) ? (send.variables ?? null) : null;
  const problem = send.error && !isAnswered(send.error) ? problemOf(send.error) : null;

  const answer = (outcome: Outcome) => {
    if (sending) return;
    send.mutate(outcome);
  };

  if (finished) {
    return (
      <Frame>
        <Text role="status">{finished}</Text>
        <Group>
          <Button component={Link} to="/home" variant="light">
            Back to home
          </Button>
        </Group>
      </Frame>
    );
  }

  return (
    <Frame>
      <Text>
        Your card asks you to confirm this payment (3-D Secure). In live mode your bank would show its own page here.
      </Text>
      <Text size="sm" c="dark.5">
        This is UpKeep&apos;s test page: no bank is contacted and no card is charged. Complete the authentication to
        pay, or fail it to see what a customer sees when their bank refuses.
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
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
          Fail authentication
        </Button>
        <Button onClick={() => answer('complete')} loading={sending === 'complete'} disabled={sending !== null}>
          Complete authentication
        </Button>
      </Stack>
    </Frame>
  );
}
