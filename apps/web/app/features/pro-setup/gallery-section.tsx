/**
 * Photos of the company's work on its page (issue 32): chosen from its jobs' photos or uploaded, 24 at most,
 * each taken off again with one tap. The page shows them once the company is live, and a job photo once its
 * customer allowed it: until then it says "Waiting for the customer's consent" or "The customer did not allow it".
 */
import { Alert, Button, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  GALLERY_MAX_PHOTOS,
  GALLERY_VISIBILITY_LABELS,
  type Gallery,
  JOB_PHOTO_CONTENT_TYPES,
  JOB_PHOTO_MAX_BYTES,
} from '@upkeep/contract';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { usePhotoUrl } from '../../shared/tickets/work-photos';
import { loadJobPhoto, useGallery, useGalleryChanges } from './api/gallery';

export function GallerySection({ token }: { token: string }) {
  const gallery = useGallery(token);
  const changes = useGalleryChanges(token);
  const input = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failed = [changes.addJobPhoto, changes.upload, changes.remove].find((m) => m.isError);
  const shown = new Set((gallery.data?.photos ?? []).map((p) => p.jobPhotoId));
  const choices = (gallery.data?.jobPhotos ?? []).filter((p) => !shown.has(p.id));
  const full = (gallery.data?.photos.length ?? 0) >= GALLERY_MAX_PHOTOS;
  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const p = !(JOB_PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)
      ? 'The photo must be a JPEG, PNG or WebP image.'
      : file.size > JOB_PHOTO_MAX_BYTES
        ? 'The photo must be at most 10 MB.'
        : null;
    setProblem(p);
    if (!p) changes.upload.mutate({ file, caption }, { onSuccess: () => setCaption('') });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="gallery-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="gallery-title">
          Photos of your work
        </Title>
        <Text size="sm" c="gray.7">
          Your page shows these photos ({GALLERY_MAX_PHOTOS} at most), once your company is live. A photo from a job was
          taken at the customer's home: it shows once the customer allows it (we ask them when you add it).
        </Text>
        {gallery.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(gallery.error, 'Your photos could not be loaded.')}
          </Alert>
        )}
        {gallery.data && gallery.data.photos.length === 0 && <Text size="sm">No photos on your page yet.</Text>}
        {gallery.data && gallery.data.photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {gallery.data.photos.map((photo) => (
              <GalleryPhotoItem
                key={photo.id}
                token={token}
                photo={photo}
                removing={changes.remove.isPending && changes.remove.variables === photo.id}
                onRemove={() => changes.remove.mutate(photo.id)}
              />
            ))}
          </SimpleGrid>
        )}
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Caption of the next upload"
            value={caption}
            onChange={(e) => setCaption(e.currentTarget.value)}
            maxLength={140}
          />
          <input
            ref={input}
            type="file"
            accept={JOB_PHOTO_CONTENT_TYPES.join(',')}
            aria-label="Photo file"
            onChange={onFile}
            style={{ display: 'none' }}
          />
          <Button
            variant="light"
            disabled={full}
            loading={changes.upload.isPending}
            onClick={() => input.current?.click()}
          >
            Upload a photo
          </Button>
        </Group>
        {choices.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              From your jobs
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {choices.map((photo) => (
                <JobPhotoChoice
                  key={photo.id}
                  token={token}
                  photo={photo}
                  disabled={full}
                  adding={changes.addJobPhoto.isPending && changes.addJobPhoto.variables === photo.id}
                  onAdd={() => changes.addJobPhoto.mutate(photo.id)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {(problem || failed) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? errorMessage(failed?.error, 'The photo could not be changed. Try again later.')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

type GalleryPhoto = Gallery['photos'][number];

/** One photo on the page, or waiting to be: a job photo not shown says why. */
function GalleryPhotoItem({
  token,
  photo,
  removing,
  onRemove,
}: {
  token: string;
  photo: GalleryPhoto;
  removing: boolean;
  onRemove: () => void;
}) {
  const alt = photo.caption || 'A photo of your work';
  return (
    <Stack component="li" gap={4}>
      {photo.jobPhotoId !== null && photo.ticketId !== null ? (
        // A job photo not shown has no public address (404): read it as the job's, with the token.
        <PrivateJobPhoto token={token} ticketId={photo.ticketId} jobPhotoId={photo.jobPhotoId} alt={alt} />
      ) : (
        <Image src={photo.url} alt={alt} h={96} fit="cover" radius="sm" />
      )}
      {photo.caption && <Text size="xs">{photo.caption}</Text>}
      {photo.visibility !== 'shown' && (
        <Text size="xs" c={photo.visibility === 'declined' ? 'red.9' : 'gray.7'} fw={600}>
          {GALLERY_VISIBILITY_LABELS[photo.visibility]}
        </Text>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={removing}
        onClick={onRemove}
        aria-label={`Take off your page: ${photo.caption || `photo ${photo.id}`}`}
      >
        Take off
      </Button>
    </Stack>
  );
}

function PrivateJobPhoto({
  token,
  ticketId,
  jobPhotoId,
  alt,
}: {
  token: string;
  ticketId: number;
  jobPhotoId: number;
  alt: string;
}) {
  const load = useCallback((photoId: number) => loadJobPhoto(token, ticketId, photoId), [token, ticketId]);
  const { url } = usePhotoUrl(jobPhotoId, load);
  return url ? <Image src={url} alt={alt} h={96} fit="cover" radius="sm" /> : <Text size="xs">{alt}</Text>;
}

function JobPhotoChoice({
  token,
  photo,
  disabled,
  adding,
  onAdd,
}: {
  token: string;
  photo: { id: number; ticketId: number; kind: string; takenAt: string };
  disabled: boolean;
  adding: boolean;
  onAdd: () => void;
}) {
  const load = useCallback((photoId: number) => loadJobPhoto(token, photo.ticketId, photoId), [token, photo.ticketId]);
  const { url } = usePhotoUrl(photo.id, load);
  const label = `${photo.kind === 'after' ? 'After' : 'Before'} photo of job #${photo.ticketId}`;
  return (
    <Stack component="li" gap={4}>
      {url ? <Image src={url} alt={label} h={96} fit="cover" radius="sm" /> : <Text size="xs">{label}</Text>}
      <Button
        size="xs"
        variant="light"
        disabled={disabled}
        loading={adding}
        onClick={onAdd}
        aria-label={`Add to your page: ${label}`}
      >
        Add to page
      </Button>
    </Stack>
  );
}
