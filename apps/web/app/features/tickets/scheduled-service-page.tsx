import { Alert, Button, Card, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Messages } from '@upkeep/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RequireLogin } from '../../session/require-login';
import { ticketScreenToken, useSession } from '../../session/store';
import { TicketTotalsList } from '../../shared/tickets/ticket-totals';
import { PageLoader } from '../../ui/page-loader';
import { useScheduledService } from './api/get-scheduled-service';
import { ticketKeys } from './api/keys';
import { formatTicketVisit } from './format';
import { OpenChargesTable } from './open-charges-table';
import { detailPath, positiveInt } from './ticket-params';
import { TicketsFrame } from './ticket-ui';

export const SCHEDULED_SERVICE_TITLE = 'Scheduled service';
export const SCHEDULED_SERVICE_DESCRIPTION = 'A scheduled service and its extra charges.';

export function ScheduledServicePage() {
  return (
    <RequireLogin redirectTo="/sign-in" orTicketLink>
      <ScheduledServiceScreen />
    </RequireLogin>
  );
}

/** /scheduled-ticket/{serviceId}/{ticketId}: the link the company's extra-charge message carries. */
function ScheduledServiceScreen() {
  const params = useParams();
  const serviceId = positiveInt(params.serviceId);
  const ticketId = positiveInt(params.ticketId);
  if (!serviceId || !ticketId) return <LoadFailedModal />;
  return <ScheduledService serviceId={serviceId} ticketId={ticketId} />;
}

/** Spec 000 section 8: a load failure shows a modal with a button back to home. */
function LoadFailedModal() {
  const navigate = useNavigate();
  return (
    <>
      <TicketsFrame title={SCHEDULED_SERVICE_TITLE}>
        <Text c="gray.7">This service could not be loaded.</Text>
      </TicketsFrame>
      <Modal opened onClose={() => navigate('/home')} title="Could not load this service" centered>
        <Text>The service may not exist, or it is not one of yours.</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => navigate('/home')} data-autofocus>
            Back to home
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function ScheduledService({ serviceId, ticketId }: { serviceId: number; ticketId: number }) {
  const token = useSession(ticketScreenToken) ?? '';
  const queryClient = useQueryClient();
  const service = useScheduledService(ticketId, serviceId, token);
  const [notice, setNotice] = useState<{ color: 'teal' | 'red'; text: string } | null>(null);

  if (service.isPending) return <PageLoader />;
  if (service.isError) return <LoadFailedModal />;
  const s = service.data;
  return (
    <TicketsFrame
      title={SCHEDULED_SERVICE_TITLE}
      description={
        <>
          Ticket #{s.id}: {s.serviceName} with <strong>{s.company.companyName}</strong>
        </>
      }
      actions={
        <Button component={Link} to={detailPath(s.id)} variant="light">
          Ticket details
        </Button>
      }
    >
      {notice && (
        <Alert color={notice.color} variant="light" role={notice.color === 'red' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Visit">
        <Stack gap="xs">
          <Text>
            <strong>When:</strong> {formatTicketVisit(s.scheduledDate, s.duration)}
          </Text>
          <Text>
            <strong>Where:</strong> {s.address}
          </Text>
          <Text>
            <strong>Contact:</strong> {s.name}, {s.email}, {s.phoneNumber}
          </Text>
          {s.instructions && (
            <Text>
              <strong>Instructions:</strong> {s.instructions}
            </Text>
          )}
          <Divider my="xs" />
          <TicketTotalsList totals={s.totals} />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Extra charges">
        <Title order={2} size="h4" mb="sm">
          Extra charges
        </Title>
        <OpenChargesTable
          ticket={{ id: s.id, servicesID: s.servicesId }}
          charges={s.openCharges}
          token={token}
          onDeclined={() => {
            setNotice({ color: 'teal', text: Messages.openChargeDeclined });
            void queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(token, s.id) });
          }}
          onDeclineFailed={() => setNotice({ color: 'red', text: Messages.openChargeFailed })}
        />
      </Card>
    </TicketsFrame>
  );
}
