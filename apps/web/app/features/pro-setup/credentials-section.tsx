/**
 * The company's credentials on its profile (issue 32): its Nevada contractor licence (number and monetary limit)
 * and its insurance certificate. UpKeep checks them; only then does the company's page say "Licence verified" and
 * "Insured", with the date checked. A new number, limit or certificate waits for a new check.
 */
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type CompanyCredentials,
  companyPageDate,
  INSURANCE_CONTENT_TYPES,
  INSURANCE_MAX_BYTES,
  NEVADA_LICENCE,
} from '@upkeep/contract';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useCompanyCredentials, useStateLicence, useUploadInsurance } from './api/credentials';

const checked = (at: string | null, what: string) =>
  at ? `Checked by UpKeep on ${companyPageDate(at)}: your page shows it.` : `Waiting for UpKeep to check ${what}.`;

export function CredentialsSection({ token }: { token: string }) {
  const credentials = useCompanyCredentials(token);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="credentials-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="credentials-title">
          Licence and insurance
        </Title>
        <Text size="sm" c="gray.7">
          Your page shows "Licence verified" and "Insured" once UpKeep has checked them.
        </Text>
        {credentials.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(credentials.error, 'Your credentials could not be loaded.')}
          </Alert>
        )}
        {credentials.data && <LicenceForm token={token} credentials={credentials.data} />}
        {credentials.data && <InsuranceUpload token={token} credentials={credentials.data} />}
      </Stack>
    </Paper>
  );
}

function LicenceForm({ token, credentials }: { token: string; credentials: CompanyCredentials }) {
  const [number, setNumber] = useState(credentials.licenceNumber ?? '');
  const [limit, setLimit] = useState<number | string>(credentials.licenceLimit ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useStateLicence(token);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const licenceNumber = number.trim().toUpperCase();
    if (!NEVADA_LICENCE.test(licenceNumber)) {
      setProblem('Licence number: 5 to 8 digits, maybe followed by a letter.');
      return;
    }
    if (typeof limit !== 'number' || limit < 1) {
      setProblem('Monetary limit: the largest job your licence allows, in dollars.');
      return;
    }
    setProblem(null);
    save.mutate({ licenceNumber, licenceLimit: limit });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Contractor licence">
      <Stack gap="sm">
        <Group align="flex-end" gap="md">
          <TextInput
            label="Nevada contractor licence number"
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            maxLength={9}
          />
          <NumberInput
            label="Monetary limit ($)"
            value={limit}
            onChange={setLimit}
            min={1}
            thousandSeparator=","
            allowDecimal={false}
          />
          <Button type="submit" loading={save.isPending}>
            Save licence
          </Button>
        </Group>
        {credentials.licenceNumber && (
          <Text size="sm" role="status">
            {checked(credentials.licenceVerifiedAt, 'your licence')}
          </Text>
        )}
        {(problem || save.isError) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? errorMessage(save.error, 'The licence could not be saved. Try again later.')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

function InsuranceUpload({ token, credentials }: { token: string; credentials: CompanyCredentials }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadInsurance(token);
  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const p = !(INSURANCE_CONTENT_TYPES as readonly string[]).includes(file.type)
      ? 'The certificate must be a PDF, JPEG, PNG or WebP file.'
      : file.size > INSURANCE_MAX_BYTES
        ? 'The certificate must be at most 5 MB.'
        : null;
    setProblem(p);
    if (!p) upload.mutate(file);
  };
  return (
    <Stack gap="sm">
      <Group gap="md" align="center">
        <input
          ref={input}
          type="file"
          accept={INSURANCE_CONTENT_TYPES.join(',')}
          aria-label="Insurance certificate file"
          onChange={onFile}
          style={{ display: 'none' }}
        />
        <Button variant="light" loading={upload.isPending} onClick={() => input.current?.click()}>
          {credentials.insuranceUploadedAt ? 'Replace insurance certificate' : 'Upload insurance certificate'}
        </Button>
        <Text size="xs" c="gray.7">
          PDF, JPEG, PNG or WebP, at most 5 MB. Only UpKeep sees it.
        </Text>
      </Group>
      {credentials.insuranceUploadedAt && (
        <Text size="sm" role="status">
          Uploaded {companyPageDate(credentials.insuranceUploadedAt)}.{' '}
          {checked(credentials.insuranceVerifiedAt, 'your certificate')}
        </Text>
      )}
      {(problem || upload.isError) && (
        <Alert color="red" variant="light" role="alert">
          {problem ?? errorMessage(upload.error, 'The certificate could not be uploaded. Try again later.')}
        </Alert>
      )}
    </Stack>
  );
}
