/** Who the job is for: the customer's name, a call and an e-mail button, and the address with a maps link. */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type CompanyTicketDetail, formatAddress, mapsSearchUrl } from '@upkeep/contract';

export function JobCustomerCard({ job }: { job: CompanyTicketDetail }) {
  const { customer } = job;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Customer">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Customer
        </Title>
        <Text fw={600}>{customer.name}</Text>
        <Group gap="sm" wrap="wrap">
          {customer.phoneNumber && (
            <Button component="a" href={`tel:${customer.phoneNumber}`} variant="light" size="md">
              Call {customer.phoneNumber}
            </Button>
          )}
          {customer.email && (
            <Button component="a" href={`mailto:${customer.email}`} variant="default" size="md">
              E-mail
            </Button>
          )}
        </Group>
        {customer.email && (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {customer.email}
          </Text>
        )}
        <Text>
          {formatAddress(customer.address, customer.zipCode)}{' '}
          <Anchor href={mapsSearchUrl(customer.address, customer.zipCode)} target="_blank" rel="noreferrer">
            Open in maps
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
