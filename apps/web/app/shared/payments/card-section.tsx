import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePaymentsConfig } from './api/get-config';
import type { CardFormProps } from './card-form';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's code is fetched only when Stripe mode is active.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The card form of the active payment provider: Stripe Elements with Stripe's keys, else the sandbox's. */
export function CardSection(props: CardFormProps) {
  const { t } = useLingui();
  const config = usePaymentsConfig();
  if (config.isPending) return <Loader size="sm" role="progressbar" aria-label={t`Loading the card form`} />;
  if (config.isError) {
    return (
      <Alert color="red" variant="light" title={t`The card form could not be loaded`}>
        <Button size="xs" variant="light" onClick={() => void config.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  const { provider, publishableKey } = config.data;
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t`Loading the card form`} />}>
        <StripeCardForm publishableKey={publishableKey} {...props} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
