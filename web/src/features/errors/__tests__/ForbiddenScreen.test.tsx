import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ForbiddenScreen from '../ForbiddenScreen.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ForbiddenScreen />
    </MemoryRouter>,
  );

describe('the forbidden page', () => {
  afterEach(cleanup);

  it('should show the refused path as text and link only home', () => {
    renderAt('/forbidden?redirect=%2Fadmin%3Ftab%3Dusers');
    expect(screen.getByText('/admin?tab=users').tagName).toBe('CODE');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/']);
  });

  it('should never turn a hostile redirect into a link', () => {
    renderAt(`/forbidden?redirect=${encodeURIComponent('javascript:alert(1)')}`);
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/']);
  });
});
