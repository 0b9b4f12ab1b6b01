/** /pro/services: every bookable service, whether the company offers it, and the way to its price list. */
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { countOf } from '../../lib/format';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useCompanyServices } from './api/get-company-services';
import { useToken } from './setup-api';

export const SERVICES_TITLE = 'Services & prices';

export function ServicesPage() {
  const token = useToken();
  const services = useCompanyServices(token);
  if (services.isPending) return <PageLoader />;
  if (services.isError) {
    return (
      <ProFrame title={SERVICES_TITLE}>
        <ErrorState
          title="Could not load the services"
          message={errorMessage(services.error, TRY_AGAIN_LATER)}
          onRetry={() => void services.refetch()}
        />
      </ProFrame>
    );
  }
  const offered = services.data.filter((s) => s.offered).length;
  return (
    <ProFrame
      title={SERVICES_TITLE}
      description="You offer a service by setting its prices. Customers see your offer for the services you price."
    >
      <Text size="sm" c="gray.7">
        {offered === 0
          ? 'You do not offer any service yet.'
          : `You offer ${offered} of ${countOf(services.data.length, 'service')}.`}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {services.data.map((s) => (
          <Paper key={s.serviceId} withBorder radius="md" p="md" component="li">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={4}>
                <Text fw={600}>{s.name}</Text>
                <Badge color={s.offered ? 'teal.9' : 'gray.7'} variant="outline">
                  {s.offered ? 'Offered' : 'Not offered'}
                </Badge>
              </Stack>
              <Button
                component={Link}
                to={`/pro/services/${s.serviceId}`}
                variant={s.offered ? 'light' : 'filled'}
                size="md"
                aria-label={`${s.offered ? 'Edit prices' : 'Set prices'} for ${s.name}`}
              >
                {s.offered ? 'Edit prices' : 'Set prices'}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </ProFrame>
  );
}
