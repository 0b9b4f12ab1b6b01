import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, SCORE_LABELS } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { detail, TOKEN } from '../../../test/ticket-fixtures';
import { initialSession, useSession } from '../../session/store';
import { ReviewPage } from './review-page';

const COMPLETED = detail({
  status: 'Completed',
  statusId: 4,
  canCustomerUpdate: false,
  canCustomerReschedule: false,
  canReview: true,
});
const REVIEW = {
  companyScore: 4,
  companyComment: 'On time and tidy.',
  upKeepScore: 5,
  upKeepComment: 'Easy booking.',
  reviewDate: '2026-11-20T18:00:00.000Z',
  companyReply: null,
};

const renderReview = (state: unknown) =>
  renderScreen(<ReviewPage />, { path: '/create-review', entries: [{ pathname: '/create-review', state }] });

/** Chooses a score the way the keyboard does: the star's radio, then Enter. */
function chooseScore(group: string, label: string) {
  const radio = within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: label });
  fireEvent.keyDown(radio, { key: 'Enter' });
}

describe('the review screen', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the five scores Poor to Excellent and needs both before sending', async () => {
    const api = mockApi({ 'GET /customer/ticket/41': () => envelope(200, COMPLETED) });
    renderReview({ TicketId: 41, isReviewedByCustomer: false });
    const company = await screen.findByRole('radiogroup', { name: 'How was Blue Mesa Pool Service?' });
    for (const label of SCORE_LABELS) expect(within(company).getByRole('radio', { name: label })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getAllByText('Choose a score from 1 to 5')).toHaveLength(2);
    expect(api.callsTo('POST /customer/reviews')).toHaveLength(0);
  });

  it('clears a score’s message once that score is chosen, and still sends nothing without the other', async () => {
    const api = mockApi({ 'GET /customer/ticket/41': () => envelope(200, COMPLETED) });
    renderReview({ TicketId: 41, isReviewedByCustomer: false });
    await screen.findByRole('radiogroup', { name: 'How was Blue Mesa Pool Service?' });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getAllByText('Choose a score from 1 to 5')).toHaveLength(2);
    chooseScore('How was Blue Mesa Pool Service?', 'Good');
    expect(screen.getAllByText('Choose a score from 1 to 5')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getAllByText('Choose a score from 1 to 5')).toHaveLength(1);
    expect(api.callsTo('POST /customer/reviews')).toHaveLength(0);
  });

  it('checks the comments with the contract’s review request before sending', async () => {
    const api = mockApi({ 'GET /customer/ticket/41': () => envelope(200, COMPLETED) });
    renderReview({ TicketId: 41, isReviewedByCustomer: false });
    await screen.findByRole('radiogroup', { name: 'How was Blue Mesa Pool Service?' });
    chooseScore('How was Blue Mesa Pool Service?', 'Good');
    chooseScore('How was booking with UpKeep?', 'Good');
    // Typing stops at the limit (maxLength); a value set past it is what the schema refuses.
    fireEvent.change(screen.getByLabelText('About the company'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('About the company must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('About the company')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /customer/reviews')).toHaveLength(0);
  });

  it('sends blank comments as empty texts', async () => {
    const api = mockApi({
      'GET /customer/ticket/41': () => envelope(200, COMPLETED),
      'POST /customer/reviews': () => envelope(201, { id: 3 }, Messages.reviewCreated),
    });
    renderReview({ TicketId: 41, isReviewedByCustomer: false });
    await screen.findByRole('radiogroup', { name: 'How was Blue Mesa Pool Service?' });
    chooseScore('How was Blue Mesa Pool Service?', 'Excellent');
    chooseScore('How was booking with UpKeep?', 'Poor');
    fireEvent.change(screen.getByLabelText(/^About UpKeep/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() =>
      expect(api.callsTo('POST /customer/reviews')).toEqual([
        expect.objectContaining({
          body: { TicketID: 41, CompanyScore: 5, CompanyComment: '', UpKeepScore: 1, UpKeepComment: '' },
        }),
      ]),
    );
  });

  it(`sends the review, says '${Messages.reviewCreated}' and shows it read-only`, async () => {
    let reviewed = false;
    const api = mockApi({
      'GET /customer/ticket/41': () =>
        envelope(200, reviewed ? { ...COMPLETED, canReview: false, isReviewedByCustomer: true } : COMPLETED),
      'POST /customer/reviews': () => {
        reviewed = true;
        return envelope(201, { id: 3 }, Messages.reviewCreated);
      },
      'GET /customer/reviews/ticket/41': () => envelope(200, REVIEW),
    });
    renderReview({ TicketId: 41, isReviewedByCustomer: false });
    await screen.findByRole('radiogroup', { name: 'How was Blue Mesa Pool Service?' });
    chooseScore('How was Blue Mesa Pool Service?', 'Very good');
    expect(screen.getByText('Very good')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('About the company'), { target: { value: ' On time and tidy. ' } });
    chooseScore('How was booking with UpKeep?', 'Excellent');
    fireEvent.change(screen.getByLabelText(/^About UpKeep/), { target: { value: 'Easy booking.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByRole('status')).toHaveTextContent(Messages.reviewCreated);
    expect(api.callsTo('POST /customer/reviews')).toEqual([
      expect.objectContaining({
        token: TOKEN,
        body: {
          TicketID: 41,
          CompanyScore: 4,
          CompanyComment: 'On time and tidy.',
          UpKeepScore: 5,
          UpKeepComment: 'Easy booking.',
        },
      }),
    ]);
    const view = await screen.findByRole('region', { name: 'Your review' });
    expect(view).toHaveTextContent('4 of 5, Very good');
    expect(view).toHaveTextContent('On time and tidy.');
    expect(view).toHaveTextContent('5 of 5, Excellent');
  });

  it('shows a reviewed ticket read-only', async () => {
    mockApi({
      'GET /customer/ticket/41': () => envelope(200, { ...COMPLETED, canReview: false, isReviewedByCustomer: true }),
      'GET /customer/reviews/ticket/41': () => envelope(200, REVIEW),
    });
    renderReview({ TicketId: 41, isReviewedByCustomer: true });
    const view = await screen.findByRole('region', { name: 'Your review' });
    expect(view).toHaveTextContent('Written Fri, Nov 20, 2026');
    expect(view).toHaveTextContent('Blue Mesa Pool Service4 of 5, Very goodOn time and tidy.');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  });

  it('shows the company’s reply under the customer’s review', async () => {
    mockApi({
      'GET /customer/ticket/41': () => envelope(200, { ...COMPLETED, canReview: false, isReviewedByCustomer: true }),
      'GET /customer/reviews/ticket/41': () => envelope(200, { ...REVIEW, companyReply: 'Thank you, Dana!' }),
    });
    renderReview({ TicketId: 41, isReviewedByCustomer: true });
    const reply = await screen.findByRole('region', { name: 'Reply from Blue Mesa Pool Service' });
    expect(reply).toHaveTextContent('Reply from Blue Mesa Pool ServiceThank you, Dana!');
  });

  it('reports the reply with a required reason, then thanks the customer', async () => {
    const api = mockApi({
      'GET /customer/ticket/41': () => envelope(200, { ...COMPLETED, canReview: false, isReviewedByCustomer: true }),
      'GET /customer/reviews/ticket/41': () => envelope(200, { ...REVIEW, companyReply: 'You were rude to my crew.' }),
      'POST /customer/reviews/ticket/41/report-reply': () => envelope(200, null),
    });
    renderReview({ TicketId: 41, isReviewedByCustomer: true });
    const reply = await screen.findByRole('region', { name: 'Reply from Blue Mesa Pool Service' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Report this reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this reply' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.callsTo('POST /customer/reviews/ticket/41/report-reply')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: '  It insults me.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: our team will look at this reply.')).toBeInTheDocument();
    const [call] = api.callsTo('POST /customer/reviews/ticket/41/report-reply');
    expect(call?.body).toEqual({ Reason: 'It insults me.' });
    expect(call?.token).toBe(TOKEN);
    expect(within(reply).queryByRole('button', { name: 'Report this reply' })).toBeNull();
  });

  it('shows the server’s message when the reply was reported already', async () => {
    mockApi({
      'GET /customer/ticket/41': () => envelope(200, { ...COMPLETED, canReview: false, isReviewedByCustomer: true }),
      'GET /customer/reviews/ticket/41': () => envelope(200, { ...REVIEW, companyReply: 'Thanks.' }),
      'POST /customer/reviews/ticket/41/report-reply': () =>
        envelope(409, null, 'You have already reported this reply.'),
    });
    renderReview({ TicketId: 41, isReviewedByCustomer: true });
    const reply = await screen.findByRole('region', { name: 'Reply from Blue Mesa Pool Service' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Report this reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this reply' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Again.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this reply.');
    expect(screen.queryByText('Thank you: our team will look at this reply.')).toBeNull();
  });

  it('shows no reply section while the company has not replied', async () => {
    mockApi({
      'GET /customer/ticket/41': () => envelope(200, { ...COMPLETED, canReview: false, isReviewedByCustomer: true }),
      'GET /customer/reviews/ticket/41': () => envelope(200, REVIEW),
    });
    renderReview({ TicketId: 41, isReviewedByCustomer: true });
    await screen.findByRole('region', { name: 'Your review' });
    expect(screen.queryByText(/Reply from/)).toBeNull();
  });

  it('shows the server’s reason when the review is refused', async () => {
    mockApi({
      'GET /customer/ticket/41': () => envelope(200, COMPLETED),
      'POST /customer/reviews': () => envelope(409, null, 'This ticket has already been reviewed'),
    });
    renderReview({ TicketId: 41 });
    await screen.findByRole('radiogroup', { name: 'How was Blue Mesa Pool Service?' });
    chooseScore('How was Blue Mesa Pool Service?', 'Poor');
    chooseScore('How was booking with UpKeep?', 'Fair');
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This ticket has already been reviewed'));
  });

  it('says a ticket that is not done cannot be reviewed yet', async () => {
    mockApi({ 'GET /customer/ticket/41': () => envelope(200, detail()) });
    renderReview({ TicketId: 41 });
    expect(await screen.findByText('This ticket can be reviewed once the service is completed.')).toBeInTheDocument();
  });
});
