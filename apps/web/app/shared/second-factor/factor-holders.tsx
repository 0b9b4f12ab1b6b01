/**
 * Who has which second factor (issue 47): the company owner's team, UpKeep's staff for administrators, a company's
 * users in the console. A row may carry an action (UpKeep's reset of a lost factor).
 */
import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SecondFactorHolder } from '@upkeep/contract';

export function factorWords(holder: Pick<SecondFactorHolder, 'authenticator' | 'passkeys'>): string {
  const parts = [
    ...(holder.authenticator ? ['Authenticator app'] : []),
    ...(holder.passkeys > 0 ? [`${holder.passkeys} passkey${holder.passkeys === 1 ? '' : 's'}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'None';
}

export function FactorHolders({
  holders,
  roleLabel,
  label,
  action,
}: {
  holders: SecondFactorHolder[];
  roleLabel: (role: string) => string;
  /** The table's accessible name. */
  label: string;
  action?: (holder: SecondFactorHolder) => React.ReactNode;
}) {
  if (holders.length === 0) return <Text c="dark.5">Nobody yet.</Text>;
  return (
    <Table aria-label={label} verticalSpacing="xs" layout="auto">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Second factor</Table.Th>
          {action && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {holders.map((holder) => {
          const has = holder.authenticator || holder.passkeys > 0;
          return (
            <Table.Tr key={holder.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {holder.name}
                  </Text>
                  <Text size="xs" c="dark.5">
                    {holder.email}
                    {holder.active ? '' : ' · deactivated'}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{roleLabel(holder.role)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge variant="light" color={has ? 'green' : 'gray'} c="dark.8" radius="sm">
                    {factorWords(holder)}
                  </Badge>
                </Group>
              </Table.Td>
              {action && <Table.Td>{action(holder)}</Table.Td>}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
