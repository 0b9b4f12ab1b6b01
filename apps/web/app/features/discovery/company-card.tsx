import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Image, Rating, Stack, Text, Title } from '@mantine/core';
import { companyPagePath, type Offer } from '@upkeep/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { formatMoney } from '../../lib/money';
import { lazyDialog } from '../../ui/lazy-dialog';
import { reviewCountText } from './review-count';

/** The company's reviews, loaded when first opened (issue 48): most visits compare offers without reading them. */
const CompanyReviewsDialog = lazyDialog(() => import('./company-reviews-dialog').then((m) => m.CompanyReviewsDialog), {
  isOpen: (props) => props.opened,
  closed: (props) => ({ ...props, opened: false }),
});

/**
 * One priced company: logo, tags, description, rating, the lines the server priced, the total. Its name and logo
 * open its page (`/pros/{slug}`, issue 32: within the app, so Back returns to these offers); its review count
 * opens its reviews here (issue 26), with a link to the page.
 */
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
  const { t } = useLingui();
  const localePath = useLocalePath();
  const name = offer.companyName;
  const reviews = reviewCountText(offer.reviewCount);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const openReviews = () => setReviewsOpen(true);
  const score = offer.averageScore.toFixed(1);
  return (
    <Card component="article" aria-labelledby={nameId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="md">
          {/* The name's link opens the same page: the logo is a second target for the pointer only. */}
          <Link to={localePath(companyPagePath(offer.companySlug))} tabIndex={-1} aria-hidden style={{ flex: 'none' }}>
            <Image src={offer.companyLogo} alt="" w={72} h={72} radius="md" fit="contain" />
          </Link>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={nameId}>
              <Anchor
                component={Link}
                to={localePath(companyPagePath(offer.companySlug))}
                c="inherit"
                fw="inherit"
                fz="inherit"
                aria-description={t`The page of ${name}: reviews, photos, credentials`}
              >
                {offer.companyName}
              </Anchor>
            </Title>
            <Group gap={6}>
              <Group gap={6} aria-label={t`Rated ${score} out of 5`} role="img">
                <Rating value={offer.averageScore} fractions={10} readOnly size="sm" aria-hidden />
                <Text size="sm" fw={600} aria-hidden>
                  <Trans>{score} out of 5</Trans>
                </Text>
              </Group>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={openReviews}
                onPointerEnter={CompanyReviewsDialog.preload}
                onFocus={CompanyReviewsDialog.preload}
                aria-haspopup="dialog"
                aria-label={t`${reviews} of ${name}`}
              >
                ({reviews})
              </Anchor>
            </Group>
            {offer.address && (
              <Text size="sm" c="dark.4">
                {offer.address}
              </Text>
            )}
            {offer.replyTime && (
              <Text size="sm" c="dark.4">
                {offer.replyTime}
              </Text>
            )}
          </Stack>
        </Group>
        {offer.companyTags.length > 0 && (
          <Group gap={6} aria-label={t`Tags`}>
            {offer.companyTags.map((tag) => (
              <Badge key={tag} variant="light" c="dark.7" radius="sm" style={{ textTransform: 'none' }}>
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm">{offer.companyDescription}</Text>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Price details`}>
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
          {/* What the card is charged, as checkout states it: the work and UpKeep's booking fee (issue 46). */}
          <Stack gap={0}>
            <Text size="lg">
              <Trans>
                Total price: <strong>{formatMoney(offer.totalCharged)}</strong>
              </Trans>
            </Text>
            {offer.fee > 0 && (
              <Text size="xs" c="dark.4">
                <Trans>
                  {formatMoney(offer.totalPrice)} + {formatMoney(offer.fee)} UpKeep fee
                </Trans>
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <Button variant="outline" onClick={onMessage} aria-label={t`Send a message to ${name}`}>
              <Trans>Send a message</Trans>
            </Button>
            <Button onClick={onChoose} aria-label={t`Choose ${name}`}>
              <Trans>Choose</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
      <CompanyReviewsDialog company={offer} opened={reviewsOpen} onClose={() => setReviewsOpen(false)} />
    </Card>
  );
}
