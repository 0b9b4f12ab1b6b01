import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe("a screen's own document title", () => {
  it('says it while the screen shows, and gives the route’s back when it leaves', () => {
    document.title = 'Company sign-in | UpKeep';
    const { unmount, rerender } = render(<Titled title={null} />);
    expect(document.title).toBe('Company sign-in | UpKeep');
    rerender(<Titled title="Mis trabajos" />);
    expect(document.title).toBe('Mis trabajos | UpKeep');
    unmount();
    expect(document.title).toBe('Company sign-in | UpKeep');
  });

  it('leaves alone the title the next screen set before it left', () => {
    document.title = 'Home | UpKeep';
    const { unmount } = render(<Titled title="Red Rock Yard Works" />);
    document.title = 'Our services | UpKeep';
    unmount();
    expect(document.title).toBe('Our services | UpKeep');
  });
});
