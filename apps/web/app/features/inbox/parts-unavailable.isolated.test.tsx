/**
 * The public forms whose parts load when first needed (issue 33), when those parts cannot be fetched (offline, or a
 * tab older than the release): each says so where the visitor is, keeps what was typed, and tries again at the next
 * ask. Isolated: the failing imports are this file's own mocks (the reviews': reviews-unavailable.isolated.test.tsx).
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { ContactPage } from './contact-page';
import { PartnerPage } from './partner-page';

/** What the screen says when a part's code or the API cannot be reached (ui/on-demand.ts). */
const PART_UNAVAILABLE = 'Could not reach UpKeep. Check your connection and try again.';

const attempts = vi.hoisted(() => ({ picker: 0, calls: 0 }));
const offline = () => new TypeError('Failed to fetch dynamically imported module');
vi.mock('./partner-services-field', () => {
  attempts.picker += 1;
  throw offline();
});
vi.mock('./inbox-calls', () => {
  attempts.calls += 1;
  throw offline();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('parts that cannot be fetched', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the partner form’s services field says so on the field, keeps what was typed, and asks again when touched', async () => {
    renderScreen(<PartnerPage />, { path: '/partner-us' });
    const field = screen.getByRole('combobox', { name: /^Services you offer/ });
    fireEvent.change(field, { target: { value: 'Pool' } });
    fireEvent.focus(field);
    expect(await screen.findByText(PART_UNAVAILABLE)).toBeInTheDocument();
    expect(field).toHaveValue('Pool');
    const before = attempts.picker;
    fireEvent.click(field);
    await vi.waitFor(() => expect(attempts.picker).toBeGreaterThan(before));
    expect(screen.getByRole('combobox', { name: /^Services you offer/ })).toBe(field);
  });

  it('the contact form says so on the form when sent, keeps what was typed, and sends nothing', async () => {
    const api = mockApi({});
    renderScreen(<ContactPage />, { path: '/contact' });
    type(/^Name/, 'Rosa Díaz');
    type(/^Email/, 'rosa@example.com');
    type(/^Phone/, '7025550123');
    type(/^Message/, 'Can I book two services for the same morning?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PART_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Can I book two services for the same morning?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });
});
