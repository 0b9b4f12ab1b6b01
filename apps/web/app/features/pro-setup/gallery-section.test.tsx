import { act, screen, waitFor } from '@testing-library/react';
import type { Gallery } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { GallerySection } from './gallery-section';
import { PRO_TOKEN, signInPro } from './test-session';

const photo = (id: number, extra: Partial<Gallery['photos'][number]>): Gallery['photos'][number] => ({
  id,
  url: `/api/companies/7/gallery/${id}`,
  caption: `Photo ${id}`,
  jobPhotoId: null,
  ticketId: null,
  visibility: 'shown',
  ...extra,
});

const GALLERY: Gallery = {
  photos: [
    photo(1, { caption: 'New gravel' }),
    photo(2, { caption: 'Palms skinned', jobPhotoId: 5, ticketId: 12, visibility: 'waiting' }),
    photo(3, { caption: 'Hedge shaped', jobPhotoId: 6, ticketId: 13, visibility: 'declined' }),
    photo(4, { caption: 'Lawn edged', jobPhotoId: 7, ticketId: 14, visibility: 'shown' }),
  ],
  jobPhotos: [],
};

describe("the portal's gallery", () => {
  beforeEach(() => act(() => signInPro()));
  afterEach(() => vi.unstubAllGlobals());

  it("says which job photos wait for the customer's consent or were not allowed", async () => {
    const api = mockApi({ 'GET /company/gallery': () => envelope(200, GALLERY) });
    renderScreen(<GallerySection token={PRO_TOKEN} />, { path: '/pro/profile' });
    const item = async (caption: string) => {
      const takeOff = await screen.findByRole('button', { name: `Take off your page: ${caption}` });
      const li = takeOff.closest('li');
      if (!li) throw new Error(`${caption} is not a listed photo`);
      return li;
    };
    expect(await item('Palms skinned')).toHaveTextContent("Waiting for the customer's consent");
    expect(await item('Hedge shaped')).toHaveTextContent('The customer did not allow it');
    for (const shown of ['New gravel', 'Lawn edged']) {
      const li = await item(shown);
      expect(li).not.toHaveTextContent("Waiting for the customer's consent");
      expect(li).not.toHaveTextContent('The customer did not allow it');
    }
    // A job photo not shown has no public address: the portal reads it as the job's, with its token.
    await waitFor(() => expect(api.callsTo('GET /company/tickets/12/photos/5')[0]?.token).toBe(PRO_TOKEN));
    expect(screen.queryByRole('img', { name: 'Palms skinned' })?.getAttribute('src')).not.toBe(
      '/api/companies/7/gallery/2',
    );
    expect(screen.getByRole('img', { name: 'New gravel' })).toHaveAttribute('src', '/api/companies/7/gallery/1');
  });
});
