/**
 * A date picker (Mantine's DatePickerInput) whose code loads when the visitor first reaches it (issue 48, decision
 * 0035): the calendar, its Popover, floating-ui and dayjs are ~18 KB brotli, which the booking screen loaded with
 * its first paint for a field most visitors leave on the first free day. Until then the field is a stand-in drawn
 * as the picker draws its closed field (its label, its button, the date in spec 000's format); on focus, click,
 * touch or hover the picker loads and replaces it by a state update (ui/on-demand), taking the focus if the visitor
 * is in it and opening if they clicked it. A value chosen elsewhere (the first free day) shows in the stand-in too.
 */
import { Input } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { formatPickerDate, PICKER_DATE_FORMAT } from '@upkeep/contract';
import { useRef, useState } from 'react';
import { dateWordsOf } from '../i18n/format-date';
import { useLingui } from '../i18n/runtime';
import { onDemand, PART_UNAVAILABLE, useOnDemand } from './on-demand';

/**
 * Mantine's class of a picker's field (`PickerInputBase.classes.input`, held equal by date-picker-field.test.tsx):
 * its cursor and line height, which the stand-in shares.
 */
export const PICKER_INPUT_CLASS = 'm_6fa5e2aa';

export type DatePickerFieldProps = DatePickerInputProps<'default'> & {
  label: string;
  /** The chosen day, YYYY-MM-DD. */
  value: string;
};

const picker = onDemand(() => import('./date-picker-input'));

export function DatePickerField(props: DatePickerFieldProps) {
  // A Spanish page's day as its picker writes it (date-picker-input.tsx).
  const { i18n } = useLingui();
  const spanish = i18n.locale === 'es';
  const [loaded, requestPicker] = useOnDemand(picker);
  const standIn = useRef<HTMLButtonElement>(null);
  /**
   * The visitor pressed the stand-in (pointer down or click) and has not left it since. Read when the picker comes,
   * not when it was asked for: a picker that came between the press and its click (asked for on hover) would take
   * the place of the pressed button, its click would land on neither, and the calendar would stay shut.
   */
  const pressed = useRef(false);
  const [arrival, setArrival] = useState({ focus: false, open: false });
  const [unavailable, setUnavailable] = useState(false);
  if (loaded) return <loaded.DatePickerOnArrival {...props} focusOnMount={arrival.focus} openOnMount={arrival.open} />;
  const request = () =>
    void picker.load().then(
      () => {
        setUnavailable(false);
        // Read before the swap: the picker takes the focus (and opens) only if the visitor is still in the stand-in.
        const focused = document.activeElement === standIn.current;
        setArrival({ focus: focused || pressed.current, open: pressed.current });
        void requestPicker();
      },
      // Its code could not be fetched: the field says so, and the next touch of it tries again.
      () => setUnavailable(true),
    );
  const { label, value, disabled, maw, valueFormat = PICKER_DATE_FORMAT } = props;
  if (valueFormat !== PICKER_DATE_FORMAT) throw new Error('DatePickerField shows spec 000 format only');
  return (
    <Input.Wrapper label={label} maw={maw} error={unavailable ? i18n._(PART_UNAVAILABLE) : undefined}>
      <Input
        ref={standIn}
        component="button"
        type="button"
        multiline
        disabled={disabled}
        classNames={{ input: PICKER_INPUT_CLASS }}
        data-dates-input
        aria-haspopup="dialog"
        aria-expanded={false}
        onFocus={request}
        onBlur={() => {
          pressed.current = false;
        }}
        onPointerDown={() => {
          pressed.current = true;
          request();
        }}
        onClick={(event) => {
          // A click gives a button the focus in most browsers, not in Safari: take it, so the picker opens there too.
          event.currentTarget.focus();
          pressed.current = true;
          request();
        }}
        onPointerEnter={request}
        onTouchStart={request}
      >
        {value ? (spanish ? dateWordsOf('es').date(value) : formatPickerDate(value)) : null}
      </Input>
    </Input.Wrapper>
  );
}
