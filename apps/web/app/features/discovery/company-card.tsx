import { Badge, Button, Card, Group, Image, Rating, Stack, Text, Title } from '@mantine/core';
import type { Offer } from '@upkeep/contract';
import { useId } from 'react';
import { formatMoney } from '../../lib/money';

/** One priced company: logo, tags, description, rating, the lines the server priced, the total. */
export function CompanyCard({
  offer,
  onChoose,
  onMessage,
}: {
  offer: Offer;
  onChoose: () => void;
  onMessage: () => void;
}) {
  const nameId = useId();
  const score = offer.averageScore.toFixed(1);
  return (
    <Card component="article" aria-labelledby={nameId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Image
            src={offer.companyLogo}
            alt={`${offer.companyName} logo`}
            w={72}
            h={72}
            radius="md"
            fit="contain"
            style={{ flex: 'none' }}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={nameId}>
              {offer.companyName}
            </Title>
            <Group gap={6} aria-label={`Rated ${score} out of 5 from ${offer.reviewCount} reviews`} role="img">
              <Rating value={offer.averageScore} fractions={10} readOnly size="sm" aria-hidden />
              <Text size="sm" fw={600} aria-hidden>
                {score} out of 5
              </Text>
              <Text size="sm" c="dark.4" aria-hidden>
                ({offer.reviewCount} {offer.reviewCount === 1 ? 'review' : 'reviews'})
              </Text>
            </Group>
            {offer.address && (
              <Text size="sm" c="dark.4">
                {offer.address}
              </Text>
            )}
          </Stack>
        </Group>
        {offer.companyTags.length > 0 && (
          <Group gap={6} aria-label="Tags">
            {offer.companyTags.map((tag) => (
              <Badge key={tag} variant="light" c="dark.7" radius="sm" style={{ textTransform: 'none' }}>
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm">{offer.companyDescription}</Text>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Price details">
          {offer.subservices.map((line, index) => (
            // Lines have no id; their order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <Group component="li" key={index} justify="space-between" wrap="nowrap" gap="md">
              <Text size="sm">{line.subServiceName}</Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.price)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Text size="lg">
            Total price: <strong>{formatMoney(offer.totalPrice)}</strong>
          </Text>
          <Group gap="sm">
            <Button variant="outline" onClick={onMessage} aria-label={`Send a message to ${offer.companyName}`}>
              Send a message
            </Button>
            <Button onClick={onChoose} aria-label={`Choose ${offer.companyName}`}>
              Choose
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
