/**
 * /staff/company-renames: live companies' renames waiting for UpKeep's approval (customers see the old name
 * until then), oldest first. Approve renames the company at once; decline asks a reason, which is mailed to
 * the company with the decision.
 */
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { CompanyRename } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useDecideRename } from './api/decide-company-rename';
import { useCompanyRenames } from './api/get-company-renames';
import { CompanyStateBadge, EmptyLine, formatDate, messageOf, ReasonDialog, ScrollRegion, useToken } from './market-ui';

export const RENAMES_TITLE = 'Renames waiting';

export function RenamesPage() {
  const token = useToken();
  const renames = useCompanyRenames(token);
  const decide = useDecideRename(token);
  /** What the last decision did, said after the list has moved on. */
  const [done, setDone] = useState<string | null>(null);
  return (
    <ProFrame
      size="lg"
      title={RENAMES_TITLE}
      description="A live company's new name waits here for approval; customers see its current name until then."
    >
      <Group>
        <Link to="/staff/companies">All companies</Link>
      </Group>
      {done && (
        <Alert color="teal" variant="light" role="status">
          {done}
        </Alert>
      )}
      {renames.isPending ? (
        <PageLoader />
      ) : renames.isError ? (
        <ErrorState
          title="Could not load the renames"
          message={messageOf(renames.error)}
          onRetry={() => void renames.refetch()}
        />
      ) : renames.data.length === 0 ? (
        <EmptyLine>No rename is waiting.</EmptyLine>
      ) : (
        <RenamesTable renames={renames.data} decide={decide} onDone={setDone} />
      )}
    </ProFrame>
  );
}

function RenamesTable({
  renames,
  decide,
  onDone,
}: {
  renames: CompanyRename[];
  decide: ReturnType<typeof useDecideRename>;
  onDone: (message: string | null) => void;
}) {
  const [declining, setDeclining] = useState<CompanyRename | null>(null);
  const approve = (r: CompanyRename) => {
    onDone(null);
    decide.mutate({ companyId: r.companyId }, { onSuccess: () => onDone(`${r.name} is now called ${r.pendingName}.`) });
  };
  const close = () => {
    decide.reset();
    setDeclining(null);
  };
  return (
    <>
      {decide.isError && !declining && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(decide.error)}
        </Alert>
      )}
      <ScrollRegion label="Renames list">
        <Table striped withTableBorder miw={760} aria-label="Renames waiting">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>New name</Table.Th>
              <Table.Th>Asked on</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Decision</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {renames.map((r) => (
              <Table.Tr key={r.companyId}>
                <Table.Td>
                  <Stack gap={0}>
                    <Link to={`/staff/companies/${r.companyId}`}>{r.name}</Link>
                    <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {r.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.pendingName}</Table.Td>
                <Table.Td>{formatDate(r.requestedAt)}</Table.Td>
                <Table.Td>
                  <CompanyStateBadge state={r.state} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      color="teal"
                      loading={decide.isPending && decide.variables?.companyId === r.companyId && !declining}
                      onClick={() => approve(r)}
                      aria-label={`Approve renaming ${r.name} to ${r.pendingName}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      onClick={() => setDeclining(r)}
                      aria-label={`Decline renaming ${r.name} to ${r.pendingName}`}
                    >
                      Decline
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <ReasonDialog
        key={declining?.companyId ?? 'none'}
        opened={declining !== null}
        title={declining ? `Decline renaming ${declining.name} to ${declining.pendingName}?` : ''}
        confirmLabel="Decline"
        pending={decide.isPending}
        error={decide.error}
        onClose={close}
        onConfirm={(reason) => {
          if (!declining) return;
          const { name } = declining;
          onDone(null);
          decide.mutate(
            { companyId: declining.companyId, reason },
            {
              onSuccess: () => {
                onDone(`${name} keeps its name; the company is told why.`);
                close();
              },
            },
          );
        }}
      >
        <Text>The company keeps its current name and is sent the reason by e-mail.</Text>
      </ReasonDialog>
    </>
  );
}
