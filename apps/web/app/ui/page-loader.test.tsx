import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { PageLoader } from './page-loader';

describe('the page loader', () => {
  it('is a progress bar named Loading (a name on an element without a role is prohibited)', () => {
    render(
      <AppProviders>
        <PageLoader />
      </AppProviders>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });
});
