import { createTheme, Drawer, InputWrapper, Modal } from '@mantine/core';

/** UpKeep's look: a desert-teal primary on warm neutrals. Breakpoint md is the spec's 992 px mobile limit. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Mantine's dimmed gray misses WCAG AA contrast on our light background; field hints use gray.7.
    InputWrapper: InputWrapper.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
    // The ✕ of every dialog and drawer is an icon: give it a name screen readers can say.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  },
});
