import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, formatPickerDate, Messages, valleyToday } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { LANDSCAPING_FEATURES, nextValuesHandler, SERVICES, zipInfo } from '../../../test/discovery-fixtures';
import { type Entry, renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import type { QuestionnaireNavigationState } from '../../shared/search/search-services';
import { QuestionnairePage } from './questionnaire-page';

const PRINCIPAL = 'What landscaping service do you need?';
const SIZE = 'How big is the job?';
const HAUL = 'Haul away green waste and debris?';

function questionnaireApi() {
  return mockApi({
    'GET /customer/services': () => envelope(200, SERVICES),
    'GET /customer/features/4': () => envelope(200, LANDSCAPING_FEATURES),
    'POST /customer/features/next-values': nextValuesHandler,
    'GET /zip-codes/code/89102': () => envelope(200, zipInfo('89102')),
    'GET /zip-codes/code/89501': () => envelope(200, zipInfo('89501', false)),
    'GET /zip-codes/code/99999': () => envelope(404, null, 'ZIP Code given not found or not allowed'),
  });
}

const fromCard = (searchId = 'search-1', extra: Partial<QuestionnaireNavigationState> = {}): Entry => ({
  pathname: '/questionnaire',
  search: '?Service=4&ZipCode=89102',
  state: {
    serviceId: 4,
    zipCode: '89102',
    service: 'Landscaping',
    multiServices: true,
    serviceUnit: 'Service',
    searchId,
    ...extra,
  } satisfies QuestionnaireNavigationState,
});

function renderQuestionnaire(entry: Entry = fromCard()) {
  return renderScreen(<QuestionnairePage />, { path: '/questionnaire', entries: [entry] });
}

const form = (name: string) => screen.getByRole('group', { name });
const select = (scope: HTMLElement, question: string) => within(scope).getByRole('combobox', { name: question });
const optionLabels = (el: HTMLElement) =>
  Array.from((el as HTMLSelectElement).options)
    .filter((o) => !o.disabled)
    .map((o) => o.textContent);

async function answer(scope: HTMLElement, question: string, label: string) {
  const el = select(scope, question);
  await waitFor(() => expect(el).toBeEnabled());
  const option = Array.from((el as HTMLSelectElement).options).find((o) => o.textContent === label);
  if (!option) throw new Error(`no option "${label}" in "${question}": ${optionLabels(el).join(', ')}`);
  fireEvent.change(el, { target: { value: option.value } });
}

function whereState() {
  const text = screen.getByTestId('where').textContent ?? '';
  const [path, ...state] = text.split('|');
  return { path, state: JSON.parse(state.join('|')) };
}

describe('the questionnaire', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the date picker (earliest today, like "Mon, Jan 01 2024") and the zip code from the search', async () => {
    questionnaireApi();
    renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 1, name: 'Landscaping' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Preferred date/ })).toHaveTextContent(formatPickerDate(valleyToday()));
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    expect(zip).toHaveValue('89102');
    fireEvent.change(zip, { target: { value: '89a05-2' } });
    expect(zip).toHaveValue('89052');
    expect(useSession.getState().questionnaire?.zipCode).toBe('89052');
  });

  it("opens the date's calendar when the field is reached (its code loaded then: issue 48), and the day chosen there is the search's", async () => {
    questionnaireApi();
    renderQuestionnaire();
    const field = () => screen.getByRole('button', { name: /Preferred date/ });
    await screen.findByRole('heading', { level: 1, name: 'Landscaping' });
    const today = valleyToday();
    const dayLabel = (iso: string) =>
      `${Number(iso.slice(8, 10))} ${new Date(`${iso}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${iso.slice(0, 4)}`;
    fireEvent.click(field());
    // The picker (which replaces its stand-in, unless an earlier file of this worker loaded it) opens on today, the
    // earliest day.
    expect(await screen.findByRole('button', { name: dayLabel(today), hidden: true })).toBeEnabled();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    // Tomorrow, or today on a month's last day (the calendar shows today's month).
    const tomorrow = addDays(today, 1);
    const chosen = tomorrow.slice(0, 7) === today.slice(0, 7) ? tomorrow : today;
    fireEvent.click(screen.getByRole('button', { name: dayLabel(chosen), hidden: true }));
    await waitFor(() => expect(field()).toHaveTextContent(formatPickerDate(chosen)));
    expect(useSession.getState().questionnaire?.date).toBe(chosen);
  });

  it('blocks SUBMIT while a form lacks answers, saying so beside the question and focusing it, not in a dialog', async () => {
    const api = questionnaireApi();
    renderQuestionnaire();
    const first = await screen.findByRole('group', { name: 'Service 1' });
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const principal = select(first, PRINCIPAL);
    await waitFor(() => expect(principal).toHaveAttribute('aria-invalid', 'true'));
    expect(principal).toHaveAccessibleDescription(Messages.selectFeatures.text);
    await waitFor(() => expect(principal).toHaveFocus());
    // The question that waits for it is not asked yet: no error on it.
    expect(select(first, SIZE)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/zip-codes'))).toBe(false);

    // Answered, its message goes; the next one, now open and unanswered, says so.
    await answer(first, PRINCIPAL, 'Artificial turf installation');
    expect(principal).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(select(first, SIZE)).toBeEnabled());
    expect(select(first, SIZE)).toHaveAccessibleDescription(Messages.selectFeatures.text);
  });

  it('narrows the next question to the values the answer reveals (next-values)', async () => {
    const api = questionnaireApi();
    renderQuestionnaire();
    const first = await screen.findByRole('group', { name: 'Service 1' });
    expect(select(first, SIZE)).toBeDisabled();
    await answer(first, PRINCIPAL, 'Artificial turf installation');
    await waitFor(() => expect(select(first, SIZE)).toBeEnabled());
    expect(optionLabels(select(first, SIZE))).toEqual(['Turf: up to 250 sq ft', 'Turf: 250 to 500 sq ft']);
    expect(api.callsTo('POST /customer/features/next-values')[0]?.body).toEqual({ QuestionID: 10, ValueID: 100 });

    await answer(first, SIZE, 'Turf: up to 250 sq ft');
    // The chosen value's disclaimer is shown under its question.
    expect(within(first).getByText('Check the water authority rebate first.')).toBeInTheDocument();
    // A different principal answer reveals other sizes and drops the one that no longer fits.
    await answer(first, PRINCIPAL, 'General yard maintenance');
    await waitFor(() =>
      expect(optionLabels(select(first, SIZE))).toEqual([
        'Small yard (under 2,000 sq ft)',
        'Large yard (over 5,000 sq ft)',
      ]),
    );
    expect(select(first, SIZE)).toHaveValue('');
  });

  it('submits the answers, add-ons included, to the companies screen', async () => {
    questionnaireApi();
    renderQuestionnaire();
    const first = await screen.findByRole('group', { name: 'Service 1' });
    expect(within(first).getByText('Without haul-away, debris is left at the curb.')).toBeInTheDocument();
    await answer(first, PRINCIPAL, 'Artificial turf installation');
    await answer(first, SIZE, 'Turf: up to 250 sq ft');
    fireEvent.click(within(first).getByRole('checkbox', { name: HAUL }));
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await screen.findByTestId('where');
    const { path, state } = whereState();
    expect(path).toBe('/companies');
    expect(state).toEqual({
      service: 'Landscaping',
      zipCode: '89102',
      serviceId: 4,
      subServiceId: 1,
      multiServices: true,
      serviceUnit: 'Service',
      date: valleyToday(),
      quantity: [1],
      idFeatures: [[100, 110, 120]],
      isServiceCall: false,
    });
  });

  it("says 'Not found code zip' when the zip code lookup fails", async () => {
    questionnaireApi();
    renderQuestionnaire(fromCard('search-zip', { zipCode: '99999' }));
    const first = await screen.findByRole('group', { name: 'Service 1' });
    await answer(first, PRINCIPAL, 'General yard maintenance');
    await answer(first, SIZE, 'Small yard (under 2,000 sq ft)');
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.zipNotFound.title });
    expect(dialog).toHaveTextContent(Messages.zipNotFound.text);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('on a service-call answer hides the other questions, asks for a description, and submits without them', async () => {
    questionnaireApi();
    renderQuestionnaire();
    const first = await screen.findByRole('group', { name: 'Service 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    await screen.findByRole('group', { name: 'Service 2' });
    await answer(first, PRINCIPAL, "I'm not sure, have a landscaper assess the yard");
    await waitFor(() => expect(within(first).queryByRole('combobox', { name: SIZE })).not.toBeInTheDocument());
    expect(within(first).queryByRole('checkbox', { name: HAUL })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Service 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Service' })).not.toBeInTheDocument();
    expect(within(first).getByText('A landscaper walks the yard with you and quotes the work.')).toBeInTheDocument();
    fireEvent.change(within(first).getByRole('textbox', { name: /Describe the problem/ }), {
      target: { value: 'Half the lawn is brown' },
    });
    expect(useSession.getState().serviceCallDescription).toBe('Half the lawn is brown');
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await screen.findByTestId('where');
    expect(whereState().state).toMatchObject({ idFeatures: [[102]], quantity: [1], isServiceCall: true });
  });

  it('adds service forms with their own ids and deletes added ones; every form must be answered', async () => {
    questionnaireApi();
    renderQuestionnaire();
    const first = await screen.findByRole('group', { name: 'Service 1' });
    expect(within(first).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await answer(first, PRINCIPAL, 'Artificial turf installation');
    await answer(first, SIZE, 'Turf: 250 to 500 sq ft');
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByRole('group', { name: 'Service 3' })).toBeInTheDocument();
    const ids = useSession.getState().questionnaireForms.map((f) => f.formId);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id >= 0 && id <= 99).toBe(true);

    fireEvent.click(within(form('Service 3')).getByRole('button', { name: 'Delete Service 3' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Service 3' })).not.toBeInTheDocument());
    expect(useSession.getState().questionnaireForms).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(select(form('Service 2'), PRINCIPAL)).toHaveAttribute('aria-invalid', 'true'));
    expect(select(form('Service 1'), PRINCIPAL)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await answer(form('Service 2'), PRINCIPAL, 'General yard maintenance');
    await answer(form('Service 2'), SIZE, 'Large yard (over 5,000 sq ft)');
    fireEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await screen.findByTestId('where');
    // Two sub-services: the companies are not narrowed to one.
    expect(whereState().state).toMatchObject({
      idFeatures: [
        [100, 111],
        [101, 113],
      ],
      quantity: [1, 1],
      subServiceId: null,
    });
  });

  it('keeps the place and the answers on a reload', async () => {
    questionnaireApi();
    const view = renderQuestionnaire();
    const first = await screen.findByRole('group', { name: 'Service 1' });
    await answer(first, PRINCIPAL, 'Artificial turf installation');
    await answer(first, SIZE, 'Turf: 250 to 500 sq ft');
    fireEvent.change(screen.getByRole('textbox', { name: 'Zip code' }), { target: { value: '89052' } });
    view.unmount();

    // A reload brings back the same router state.
    renderQuestionnaire();
    const again = await screen.findByRole('group', { name: 'Service 1' });
    await waitFor(() => expect(select(again, SIZE)).toHaveValue('111'));
    expect(select(again, PRINCIPAL)).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('89052');
    expect(optionLabels(select(again, SIZE))).toEqual(['Turf: up to 250 sq ft', 'Turf: 250 to 500 sq ft']);
  });

  it('starts afresh on a new search from the card', async () => {
    questionnaireApi();
    useSession.setState({
      questionnaire: {
        entryKey: 'search:old',
        serviceId: 4,
        service: 'Landscaping',
        zipCode: '89052',
        multiServices: true,
        serviceUnit: 'Service',
        subServiceId: null,
        date: null,
      },
      questionnaireForms: [{ formId: 5, answers: { 10: 100, 11: 110 }, addOns: {}, quantity: 1 }],
    });
    renderQuestionnaire(fromCard('search-new', { subServiceId: 4 }));
    const first = await screen.findByRole('group', { name: 'Service 1' });
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('89102');
    // The card's sub-service is pre-selected, and its answer reveals the yard sizes.
    await waitFor(() => expect(select(first, PRINCIPAL)).toHaveValue('101'));
    await waitFor(() =>
      expect(optionLabels(select(first, SIZE))).toEqual([
        'Small yard (under 2,000 sq ft)',
        'Large yard (over 5,000 sq ft)',
      ]),
    );
  });

  it('opens from a link: Service by name, ZipCode, and keeps DiscountCode and Source in the session', async () => {
    questionnaireApi();
    renderQuestionnaire('/questionnaire?Service=landscaping&ZipCode=89102&DiscountCode=SPRING10&Source=newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Landscaping' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Service 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('89102');
    const session = useSession.getState();
    expect(session.pendingDiscountCode).toBe('SPRING10');
    expect(session.source).toBe('newsletter');
    expect(session.questionnaire).toMatchObject({ serviceId: 4, multiServices: true, serviceUnit: 'Service' });
  });

  it('refuses a link to a coming-soon or unknown service', async () => {
    questionnaireApi();
    renderQuestionnaire('/questionnaire?Service=3');
    expect(await screen.findByText('We could not find that service, or it cannot be booked yet.')).toBeInTheDocument();
  });

  it('without a search, says how to start one', async () => {
    questionnaireApi();
    renderQuestionnaire('/questionnaire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search services' })).toHaveAttribute('href', '/home');
  });
});
