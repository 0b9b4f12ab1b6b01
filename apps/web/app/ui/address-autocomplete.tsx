import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import type { AddressSuggestion } from '@upkeep/contract';
import { useRef, useState } from 'react';
import { useAddressSuggestions } from '../lib/address-suggestions';

export interface AddressAutocompleteProps
  extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'onOptionSubmit' | 'filter'> {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: its whole address is now the value, and its zip code is known. */
  onSuggestionChosen?: (suggestion: AddressSuggestion) => void;
  /** Narrows the suggestions to one zip code. */
  zipCode?: string;
}

/**
 * An address field with suggestions from the server as the customer types (debounced). Only typing asks
 * for suggestions: not the value the field starts with, nor a suggestion just chosen. The server already
 * matched them, so the field shows them as they come rather than filtering them again by the typed text.
 */
export function AddressAutocomplete({
  value,
  onChange,
  onSuggestionChosen,
  zipCode,
  ...props
}: AddressAutocompleteProps) {
  const [typed, setTyped] = useState('');
  const chosen = useRef<string | null>(null);
  const suggestions = useAddressSuggestions(typed, zipCode);
  const list = suggestions.data ?? [];
  const data = [...new Set(list.map((s) => s.description))];
  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={(next) => {
        // Choosing an option sets the field to it right after onOptionSubmit: that is not typing.
        if (chosen.current !== next) setTyped(next);
        chosen.current = null;
        onChange(next);
      }}
      data={data}
      filter={({ options }) => options}
      limit={8}
      onOptionSubmit={(description) => {
        chosen.current = description;
        const suggestion = list.find((s) => s.description === description);
        if (suggestion) onSuggestionChosen?.(suggestion);
      }}
    />
  );
}
