import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { PageLoader } from './page-loader';

describe('the page loader', () => {
  it('is a progress bar named Loading (a name on an element without a role is prohibited)', () => {
    render(
      <MantineProvider theme={theme}>
        <PageLoader />
      </MantineProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });
});
