/**
 * Every ✕ of the app's dialogs, drawers, notifications, alerts and clearable fields has a name a screen
 * reader can say (the theme names Mantine's CloseButton 'Close' and a field's clear button 'Clear').
 */
import { Alert, Drawer, Modal } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Notifications, notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { NoticeModal } from './notice-modal';

const noop = () => {};

/** Buttons (hidden ones too: jsdom runs no transitions) that have no accessible name. */
function unnamedButtons() {
  return screen
    .queryAllByRole('button', { hidden: true })
    .filter((b) => !(b.getAttribute('aria-label') || b.textContent?.trim() || b.getAttribute('aria-labelledby')));
}

describe('close buttons', () => {
  it("a dialog's ✕ is named Close", async () => {
    renderScreen(<NoticeModal notice={{ title: 'Sorry', text: 'Try again.' }} onClose={noop} />, { path: '/' });
    expect(await screen.findByRole('button', { name: 'Close', hidden: true })).toBeInTheDocument();
    expect(unnamedButtons()).toEqual([]);
  });

  it('any Modal, Drawer and closable Alert of the app has a named ✕', async () => {
    renderScreen(
      <>
        <Modal opened onClose={noop} title="A dialog">
          Body
        </Modal>
        <Drawer opened onClose={noop} title="A drawer">
          Body
        </Drawer>
        <Alert withCloseButton onClose={noop} title="Heads up">
          Text
        </Alert>
      </>,
      { path: '/' },
    );
    await screen.findByText('A drawer');
    expect(screen.getAllByRole('button', { name: 'Close', hidden: true })).toHaveLength(3);
    expect(unnamedButtons()).toEqual([]);
  });

  it("a notification's ✕ is named Close", async () => {
    renderScreen(<Notifications />, { path: '/' });
    act(() => {
      notifications.show({ message: 'Sent' });
    });
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close', hidden: true })).toBeInTheDocument();
    expect(unnamedButtons()).toEqual([]);
  });

  it("a clearable date field's ✕ is named Clear", () => {
    renderScreen(<DatePickerInput label="From" value="2026-06-15" onChange={noop} clearable />, { path: '/' });
    expect(screen.getByRole('button', { name: 'Clear', hidden: true })).toBeInTheDocument();
  });
});
