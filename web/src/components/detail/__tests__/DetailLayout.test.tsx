import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailLayout } from '../DetailLayout.tsx';
import { Details } from '../Details.tsx';

function CasePage() {
  const { subPage } = useParams();
  return (
    <DetailLayout
      title="In re Acme"
      subtitle="CA-0001 · Filed"
      actions={<button type="button">Edit</button>}
      tabs={[
        { id: 'overview', label: 'Overview', content: <p>Overview content</p> },
        { id: 'dockets', label: 'Dockets', content: <p>Dockets content</p> },
      ]}
      activeTab={subPage}
      tabHref={(tabId) => `/cases/case/CA-0001/${tabId}`}
    />
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/cases/case/:caseId/:subPage?" element={<CasePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DetailLayout', () => {
  afterEach(() => {
    cleanup();
  });

  it('should show the title, subtitle, actions and the first tab when the URL names none', () => {
    renderAt('/cases/case/CA-0001');
    expect(screen.getByRole('heading', { level: 1, name: 'In re Acme' })).toBeTruthy();
    expect(screen.getByText('CA-0001 · Filed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Overview content')).toBeTruthy();
    expect(screen.queryByText('Dockets content')).toBeNull();
  });

  it('should open the tab the URL names and fall back to the first for an unknown one', () => {
    renderAt('/cases/case/CA-0001/dockets');
    expect(screen.getByText('Dockets content')).toBeTruthy();
    expect(screen.queryByText('Overview content')).toBeNull();
    cleanup();
    renderAt('/cases/case/CA-0001/nonsense');
    expect(screen.getByText('Overview content')).toBeTruthy();
  });

  it('should go to the tab URL when a tab is chosen with the mouse or the keyboard', () => {
    renderAt('/cases/case/CA-0001');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Dockets' }), { button: 0 });
    expect(screen.getByText('Dockets content')).toBeTruthy();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    fireEvent.keyDown(overview, { key: 'Enter' });
    expect(screen.getByText('Overview content')).toBeTruthy();
  });
});

describe('Details', () => {
  afterEach(() => {
    cleanup();
  });

  it('should list each label with its value and a dash for a missing one', () => {
    render(
      <Details
        items={[
          { label: 'Court', value: 'S.D.N.Y.' },
          { label: 'Judge', value: '' },
          { label: 'Docket', value: null },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Court', 'Judge', 'Docket']);
    expect(values).toEqual(['S.D.N.Y.', '—', '—']);
  });
});
