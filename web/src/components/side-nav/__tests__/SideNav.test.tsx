import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../menu-types.ts';
import { SideNav } from '../SideNav.tsx';

const child = (key: string, title: string) => ({
  key,
  title,
  redirectUrl: `/${key}`,
  routes: [key],
});
const ITEMS: MenuItem[] = [
  {
    key: 'home',
    title: 'Home',
    img: 'home.svg',
    hasChildren: false,
    redirectUrl: '/',
    children: [],
    routes: ['home'],
    adminOnly: false,
  },
  {
    key: 'loss',
    title: 'Loss Calculator',
    img: 'calculator.svg',
    hasChildren: true,
    redirectUrl: null,
    children: [child('calc', 'Calculator'), child('runs', 'Loss Runs')],
    routes: [],
    adminOnly: false,
  },
  {
    key: 'data',
    title: 'Data Panel',
    img: 'data.svg',
    hasChildren: true,
    redirectUrl: null,
    children: [child('accounts', 'Accounts')],
    routes: [],
    adminOnly: false,
  },
];

function Harness({
  activeKey = null,
  onNavigate = () => undefined,
}: {
  activeKey?: string | null;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <MemoryRouter>
      <SideNav
        id="nav"
        items={ITEMS}
        activeKey={activeKey}
        openGroup={open}
        onOpenGroupChange={setOpen}
        revealed={false}
        onNavigate={onNavigate}
      />
    </MemoryRouter>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('the side navigation', () => {
  afterEach(cleanup);

  it('should render items without children as links and groups as collapsed buttons', () => {
    render(<Harness />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(trigger('Loss Calculator').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Calculator' })).toBeNull();
  });

  it('should keep only one group open at a time', () => {
    render(<Harness />);
    fireEvent.click(trigger('Loss Calculator'));
    expect(trigger('Loss Calculator').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Calculator' })).toBeTruthy();
    fireEvent.click(trigger('Data Panel'));
    expect(trigger('Data Panel').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Loss Calculator').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Calculator' })).toBeNull();
    fireEvent.click(trigger('Data Panel'));
    expect(trigger('Data Panel').getAttribute('aria-expanded')).toBe('false');
  });

  it('should mark the active entry as the current page', () => {
    render(<Harness activeKey="home" />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('should report a click on any link so the compact menu can close', () => {
    const onNavigate = vi.fn();
    render(<Harness onNavigate={onNavigate} />);
    fireEvent.click(trigger('Data Panel'));
    fireEvent.click(screen.getByRole('link', { name: 'Accounts' }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});
