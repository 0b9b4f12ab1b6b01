import { Button, createTheme, InputClearButton, InputWrapper } from '@mantine/core';

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
    // Every ✕ needs a name a screen reader can say: Mantine's dialogs, drawers, notifications and alerts draw
    // an unnamed CloseButton. A screen may still give its own a better name (the menu drawer's 'Close menu').
    // (Not CloseButton.extend: the polymorphic props type leaves out the element attributes it passes on.)
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    // The ✕ inside a field clears it rather than closing anything.
    InputClearButton: InputClearButton.extend({ defaultProps: { 'aria-label': 'Clear' } }),
    // Light buttons: the palest tint behind the darkest text keeps AA contrast (4.5:1), resting and hovered.
    // Subtle ones the same, on no tint at rest (Mantine's red subtle text was 3.1:1: "Remove", "Clear").
    Button: Button.extend({
      vars: (_theme, props) =>
        props.variant === 'light' || props.variant === 'subtle'
          ? {
              root: {
                ...(props.variant === 'light'
                  ? { '--button-bg': `var(--mantine-color-${props.color ?? 'teal'}-0)` }
                  : {}),
                '--button-hover': `var(--mantine-color-${props.color ?? 'teal'}-0)`,
                '--button-color': `var(--mantine-color-${props.color ?? 'teal'}-9)`,
              },
            }
          : { root: {} },
    }),
    // The active link of the portal's and the console's navigation: the same AA pairing as light buttons.
    // (A plain object, not NavLink.extend, which is the identity: importing NavLink here put it and Collapse
    // on every public page, which has no NavLink.)
    NavLink: {
      vars: () => ({
        root: {
          '--nl-bg': 'var(--mantine-color-teal-0)',
          '--nl-hover': 'var(--mantine-color-teal-0)',
          '--nl-color': 'var(--mantine-color-teal-9)',
        },
        children: {},
      }),
    },
  },
});
