/**
 * /sandbox/connect/onboarding/{accountId}?link=... (issue 28): the sandbox's stand-in for Stripe's hosted
 * onboarding of a company's payout account, opened by a single-use account link. The owner gives the business's
 * details and a bank account (Stripe's test numbers: routing 110000000, account 000123456789) and goes back to
 * the portal; a used or expired link sends them back to ask for a new one, as Stripe's refresh URL does.
 */
import {
  Alert,
  Button,
  Checkbox,
  Container,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ONBOARDING_RETURN_PARAM, PAYOUTS_PATH, TEST_BANK } from '@upkeep/contract';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage, fieldIssues, TRY_AGAIN_LATER } from '../../lib/errors';
import { leave } from '../../lib/leave';
import { PageLoader } from '../../ui/page-loader';
import { useOnboardingInfo, useSubmitOnboarding } from './api';

export const ONBOARDING_TITLE = 'Set up payouts';
export const ONBOARDING_DESCRIPTION = "UpKeep's payment sandbox: the payout account's onboarding, in test mode.";
const REFRESH_PATH = `${PAYOUTS_PATH}?${ONBOARDING_RETURN_PARAM}=refresh`;

const isGone = (error: unknown) => error instanceof ApiError && error.statusCode === 410;

export function SandboxOnboardingPage() {
  const { accountId = '' } = useParams();
  const [params] = useSearchParams();
  const link = params.get('link') ?? '';
  const info = useOnboardingInfo(accountId, link);
  const gone = isGone(info.error);

  // A used or expired link: back to the portal, which asks for a new one.
  useEffect(() => {
    if (gone) leave.to(REFRESH_PATH);
  }, [gone]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{ONBOARDING_TITLE}</Title>
          <Text c="dark.5">
            Test mode: UpKeep's payment sandbox stands in for the payment provider's onboarding. No real bank account is
            used.
          </Text>
        </Stack>
        {link === '' ? (
          <Alert color="red" variant="light" role="alert">
            This page opens from the Payouts screen of the company portal.
          </Alert>
        ) : info.isPending ? (
          <PageLoader />
        ) : gone ? (
          <Text role="status">This link was used or has expired. Taking you back for a new one…</Text>
        ) : info.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(info.error, TRY_AGAIN_LATER)}
          </Alert>
        ) : (
          <OnboardingForm accountId={accountId} link={link} businessName={info.data.businessName} />
        )}
      </Stack>
    </Container>
  );
}

function OnboardingForm({ accountId, link, businessName }: { accountId: string; link: string; businessName: string }) {
  const submit = useSubmitOnboarding(accountId);
  const [values, setValues] = useState({
    businessName,
    businessType: 'company' as 'company' | 'individual',
    firstName: '',
    lastName: '',
    routingNumber: '',
    accountNumber: '',
    acceptTerms: false,
  });
  const issues = fieldIssues(submit.error);
  const problem = (field: string) => issues.find((issue) => issue.field === field)?.message;
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value =
      field === 'acceptTerms' ? (event.currentTarget as HTMLInputElement).checked : event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  /** A text field's value, its change and the server's word on it. */
  const text = (field: 'businessName' | 'firstName' | 'lastName' | 'routingNumber' | 'accountNumber') => ({
    value: values[field],
    onChange: set(field),
    error: problem(field),
  });

  useEffect(() => {
    if (isGone(submit.error)) leave.to(REFRESH_PATH);
  }, [submit.error]);

  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit.mutate(
            { link, ...values, acceptTerms: values.acceptTerms },
            { onSuccess: (answer) => leave.to(answer.data.returnUrl) },
          );
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h3">
            The business
          </Title>
          <TextInput label="Business name" required size="md" {...text('businessName')} />
          <NativeSelect
            label="Type of business"
            size="md"
            value={values.businessType}
            onChange={set('businessType')}
            data={[
              { value: 'company', label: 'Company' },
              { value: 'individual', label: 'Individual or sole proprietor' },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Representative's first name"
              required
              size="md"
              autoComplete="given-name"
              {...text('firstName')}
            />
            <TextInput
              label="Representative's last name"
              required
              size="md"
              autoComplete="family-name"
              {...text('lastName')}
            />
          </SimpleGrid>
          <Title order={2} fz="h3">
            The bank account for payouts
          </Title>
          <Text size="sm" c="dark.5">
            Test mode: routing number {TEST_BANK.routingNumber} with account number {TEST_BANK.accounts.succeeds}{' '}
            (payouts succeed), {TEST_BANK.accounts.noAccount} or {TEST_BANK.accounts.insufficientFunds} (payouts fail).
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Routing number" required size="md" inputMode="numeric" {...text('routingNumber')} />
            <TextInput label="Account number" required size="md" inputMode="numeric" {...text('accountNumber')} />
          </SimpleGrid>
          <Checkbox
            label="I accept the payment provider's connected account terms (test mode)"
            checked={values.acceptTerms}
            onChange={set('acceptTerms')}
            error={problem('acceptTerms')}
          />
          {submit.isError && issues.length === 0 && !isGone(submit.error) && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(submit.error, TRY_AGAIN_LATER)}
            </Alert>
          )}
          <Button type="submit" size="md" loading={submit.isPending}>
            Submit and go back to UpKeep
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
