/**
 * /staff/company-renames: live companies' renames waiting for UpKeep's approval (customers see the old name
 * until then), oldest first. Approve renames the company at once; decline asks a reason, which is mailed to
 * the company with the decision.
 */
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { CompanyRename } from '@upkeep/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { ProFrame } from '../../ui/pro-frame';
import { QueryView } from '../../ui/query-view';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useDecideRename } from './api/decide-company-rename';
import { useCompanyRenames } from './api/get-company-renames';
import { CompanyStateBadge, EmptyLine, formatDate, MarketTable, useToken } from './market-ui';

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
      <QueryView
        query={renames}
        errorTitle="Could not load the renames"
        fallback={TRY_AGAIN_LATER}
        empty={<EmptyLine>No rename is waiting.</EmptyLine>}
      >
        {(list) => <RenamesTable renames={list} decide={decide} onDone={setDone} />}
      </QueryView>
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
          {errorMessage(decide.error, TRY_AGAIN_LATER)}
        </Alert>
      )}
      <MarketTable
        region="Renames list"
        label="Renames waiting"
        minWidth={760}
        headings={['Company', 'New name', 'Asked on', 'State', 'Decision']}
      >
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
      </MarketTable>
      <ReasonDialog
        key={declining?.companyId ?? 'none'}
        opened={declining !== null}
        title={declining ? `Decline renaming ${declining.name} to ${declining.pendingName}?` : ''}
        confirmLabel="Decline"
        color="red"
        description="Kept in the audit log."
        cancelLabel="Cancel"
        pending={decide.isPending}
        error={decide.error ? errorMessage(decide.error, TRY_AGAIN_LATER) : null}
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
