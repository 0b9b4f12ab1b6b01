/**
 * Photos of the work on a job (issue 29), before and after: the crew's phone and the customer's ticket show them
 * alike. A photo is private (the API asks for the bearer token and answers `no-store`), so each one is fetched
 * with the caller's token by `load` and shown from a blob URL, given back when it leaves the screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Image, Loader, Stack, Text } from '@mantine/core';
import type { JobPhoto } from '@upkeep/contract';
import { useEffect, useState } from 'react';

const KIND_LABELS: Record<JobPhoto['kind'], MessageDescriptor> = { before: msg`Before`, after: msg`After` };
const KIND_LISTS: Record<JobPhoto['kind'], MessageDescriptor> = {
  before: msg`Before the work`,
  after: msg`After the work`,
};

/** A private photo fetched with the caller's token by `load`, as a blob URL given back when it leaves the screen. */
export function usePhotoUrl(photoId: number, load: (photoId: number) => Promise<Blob>) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    load(photoId)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId, load]);
  return { url, failed };
}

function Photo({ photo, load, label }: { photo: JobPhoto; load: (photoId: number) => Promise<Blob>; label: string }) {
  const { t } = useLingui();
  const { url, failed } = usePhotoUrl(photo.id, load);
  const size = 132;
  if (failed) {
    return (
      <Text size="xs" c="red.8" w={size}>
        <Trans>This photo could not be loaded.</Trans>
      </Text>
    );
  }
  const lower = label.toLowerCase();
  if (!url) return <Loader size="sm" role="progressbar" aria-label={t`Loading ${lower}`} />;
  return (
    <Anchor href={url} target="_blank" rel="noopener" aria-label={t`${label} (opens the full photo)`}>
      <Image
        src={url}
        alt={label}
        w={size}
        h={Math.round((size * photo.height) / Math.max(photo.width, 1))}
        mah={size * 1.5}
        radius="sm"
        fit="cover"
      />
    </Anchor>
  );
}

/** The job's photos in two rows, before and after; nothing when there is none (`empty` says so if given). */
export function WorkPhotos({
  photos,
  load,
  empty,
  actions,
}: {
  photos: JobPhoto[];
  load: (photoId: number) => Promise<Blob>;
  empty?: React.ReactNode;
  /** Per photo (the crew's Remove). */
  actions?: (photo: JobPhoto) => React.ReactNode;
}) {
  const { i18n, t } = useLingui();
  if (photos.length === 0) return empty ?? null;
  return (
    <Stack gap="xs">
      {(['before', 'after'] as const).map((kind) => {
        const shown = photos.filter((p) => p.kind === kind);
        if (shown.length === 0) return null;
        return (
          <Stack key={kind} gap={4}>
            <Text size="sm" fw={600}>
              {i18n._(KIND_LABELS[kind])}
            </Text>
            <Group
              gap="xs"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={i18n._(KIND_LISTS[kind])}
            >
              {shown.map((photo, i) => (
                <Stack key={photo.id} component="li" gap={2} align="flex-start">
                  <Photo
                    photo={photo}
                    load={load}
                    label={kind === 'before' ? t`Before photo ${i + 1}` : t`After photo ${i + 1}`}
                  />
                  {actions?.(photo)}
                </Stack>
              ))}
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
