/**
 * The partner form's services picker, Mantine's MultiSelect (Combobox, Popover, floating-ui and the `mantine`
 * chunk): loaded when the visitor first reaches the field (partner-page.tsx), not with the page (issue 33).
 */
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SEARCH_SERVICES } from '../../shared/search/search-services';

/** The catalogue's services, by name in id order (the request sends them as one comma-separated line). */
const SERVICE_NAMES = [...SEARCH_SERVICES].sort((a, b) => a.id - b.id).map((s) => s.name);

export function ServicesMultiSelect({
  focusOnMount,
  ...props
}: Omit<MultiSelectProps, 'data'> & {
  /** The visitor was in the stand-in when this came: focus moves here (its dropdown opens on focus). */
  focusOnMount: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the picker first replaces its stand-in.
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, []);
  return <MultiSelect ref={input} data={SERVICE_NAMES} {...props} />;
}
