import { MantineProvider } from '@mantine/core';
import { theme } from '../app/theme';

/** What the app's root provides every screen (root.tsx): Mantine's theme (the words need no provider: i18n/runtime.tsx). */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}
