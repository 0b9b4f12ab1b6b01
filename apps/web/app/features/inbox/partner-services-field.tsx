/**
 * The partner form's services picker, Mantine's MultiSelect (Combobox, Popover, floating-ui and the `mantine`
 * chunk): loaded when the visitor first reaches the field (partner-page.tsx), not with the page (issue 33).
 */
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SEARCH_SERVICES, useServiceName } from '../../shared/search/search-services';

/**
 * The catalogue's services in id order: the request sends their English names as one comma-separated line (UpKeep's
 * staff read it), the list shows them in the page's language.
 */
const SERVICES = [...SEARCH_SERVICES].sort((a, b) => a.id - b.id);

export function ServicesMultiSelect({
  focusOnMount,
  ...props
}: Omit<MultiSelectProps, 'data'> & {
  /** The visitor was in the stand-in when this came: focus moves here (its dropdown opens on focus). */
  focusOnMount: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const serviceName = useServiceName();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the picker first replaces its stand-in.
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, []);
  const data = SERVICES.map((s) => ({ value: s.name, label: serviceName(s.id, s.name) }));
  return <MultiSelect ref={input} data={data} {...props} />;
}
