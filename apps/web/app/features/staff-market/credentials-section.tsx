/**
 * A company's licence and insurance certificate as it stated them (issue 32), and the check: staff read the
 * licence on the state's register and the certificate, then record the check. The company's page shows "Licence
 * verified" and "Insured" only once checked; a new number, limit or certificate waits for a new check.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { companyPageDate } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import {
  downloadInsuranceCertificate,
  useStaffCompanyCredentials,
  useVerifyCredential,
} from './api/company-credentials';

export function CredentialsSection({ companyId, token }: { companyId: number; token: string }) {
  const credentials = useStaffCompanyCredentials(token, companyId);
  const verify = useVerifyCredential(token, companyId);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const c = credentials.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-credentials">
      <Stack gap="sm">
        <Title order={2} size="h4" id="company-credentials">
          Licence and insurance
        </Title>
        {credentials.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(credentials.error, 'The credentials could not be loaded.')}
          </Alert>
        )}
        {c && (
          <>
            <Group justify="space-between" align="center">
              <Text>
                {c.licenceNumber
                  ? `Nevada licence ${c.licenceNumber}${c.licenceLimit !== null ? `, limit ${formatMoney(c.licenceLimit)}` : ''}`
                  : 'No licence stated.'}
                {c.licenceVerifiedAt ? ` Checked ${companyPageDate(c.licenceVerifiedAt)}.` : ''}
              </Text>
              {c.licenceNumber && !c.licenceVerifiedAt && (
                <Button
                  size="sm"
                  loading={verify.isPending}
                  onClick={() =>
                    verify.mutate({
                      credential: 'licence',
                      licenceNumber: c.licenceNumber ?? undefined,
                      licenceLimit: c.licenceLimit ?? undefined,
                    })
                  }
                >
                  Mark licence verified
                </Button>
              )}
            </Group>
            <Group justify="space-between" align="center">
              <Text>
                {c.insuranceUploadedAt
                  ? `Insurance certificate uploaded ${companyPageDate(c.insuranceUploadedAt)}.`
                  : 'No insurance certificate uploaded.'}
                {c.insuranceVerifiedAt ? ` Checked ${companyPageDate(c.insuranceVerifiedAt)}.` : ''}
              </Text>
              {c.insuranceUploadedAt && (
                <Group gap="sm">
                  <Button
                    size="sm"
                    variant="light"
                    onClick={() => {
                      setDownloadProblem(null);
                      downloadInsuranceCertificate(token, companyId).catch((error: unknown) =>
                        setDownloadProblem(errorMessage(error, 'The certificate could not be downloaded.')),
                      );
                    }}
                  >
                    Download certificate
                  </Button>
                  {!c.insuranceVerifiedAt && (
                    <Button
                      size="sm"
                      loading={verify.isPending}
                      onClick={() =>
                        verify.mutate({
                          credential: 'insurance',
                          insuranceUploadedAt: c.insuranceUploadedAt ?? undefined,
                        })
                      }
                    >
                      Mark insurance verified
                    </Button>
                  )}
                </Group>
              )}
            </Group>
          </>
        )}
        {(verify.isError || downloadProblem) && (
          <Alert color="red" variant="light" role="alert">
            {downloadProblem ?? errorMessage(verify.error, 'The check could not be recorded.')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
