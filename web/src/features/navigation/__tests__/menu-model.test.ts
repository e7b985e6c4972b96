import { ROUTES, type SessionUser } from '@backoffice/core';
import { describe, expect, it } from 'vitest';
import { MENU } from '../menu-items.ts';
import { activeMenuKey, groupOf, visibleMenu } from '../menu-model.ts';

const user = (roles: string[]): SessionUser => ({
  userId: roles.join() || 'staff',
  username: 'someone',
  displayName: 'Someone',
  roles,
  privileges: [],
  clientNames: [],
  isAdmin: roles.includes('ROLE_ADMIN'),
});
const staff = user(['ROLE_USER']);
const admin = user(['ROLE_ADMIN']);

const titles = (u: SessionUser | null) => visibleMenu(MENU, u).map((item) => item.title);
const hrefs = (u: SessionUser) =>
  visibleMenu(MENU, u).flatMap((i) => [i.redirectUrl, ...i.children.map((c) => c.redirectUrl)]);

describe('the menu model', () => {
  it('should start with the home page and keep the spec groups in order', () => {
    expect(titles(admin)).toEqual([
      'Home',
      'Cases',
      'Loss Calculator',
      'Trades & Holdings',
      'SEC 13-F Filings',
      'Analyses',
      'Client Management',
      'Data Panel',
      'Help',
      'Admin Panel',
    ]);
    expect(MENU[0]).toMatchObject({ hasChildren: false, redirectUrl: '/' });
  });

  it('should not show the Admin Panel group to a staff user', () => {
    expect(titles(staff)).not.toContain('Admin Panel');
    expect(hrefs(staff)).not.toContain('/admin');
  });

  it('should show the Admin Panel group with its two entries to an admin', () => {
    const panel = visibleMenu(MENU, admin).find((item) => item.title === 'Admin Panel');
    expect(panel?.children.map((c) => [c.title, c.redirectUrl])).toEqual([
      ['Users & Privileges', '/admin'],
      ['Ingestion Panel', '/ingestion'],
    ]);
  });

  it('should use the spec labels and links for the named entries', () => {
    const entries = visibleMenu(MENU, admin).flatMap((i) => i.children);
    const byTitle = Object.fromEntries(entries.map((c) => [c.title, c.redirectUrl]));
    expect(byTitle).toMatchObject({
      Calculator: '/lossCalculator',
      'DOG Cases': '/dogCases',
      '13-F Holdings': '/13f/holdings',
      '13-F Losses': '/13f/losses',
      'Client Portal News Feed': '/client-management/news-feed',
      Accounts: '/accounts',
      Securities: '/securities',
      'How To': '/howto',
      Discrepancies: '/discrepancy',
      'Security Price Drops': '/securityDrops',
    });
  });

  it('should model every item with the spec shape', () => {
    for (const item of MENU) {
      expect(item.hasChildren).toBe(item.children.length > 0);
      expect(item.hasChildren ? item.redirectUrl : typeof item.redirectUrl).toBe(
        item.hasChildren ? null : 'string',
      );
      expect(item.img).toMatch(/\.svg$/);
    }
  });

  it('should give every signed-in route of the table a place in the menu', () => {
    const placed = new Set(
      MENU.flatMap((i) => [...i.routes, ...i.children.flatMap((c) => c.routes)]),
    );
    const unplaced = ROUTES.filter((r) => !r.access.doesNotRequireLogin && !placed.has(r.id));
    // The user profile is the header's account action, not a menu entry.
    expect(unplaced.map((r) => r.id)).toEqual(['userProfile']);
  });

  it.each([
    ['/', 'home'],
    ['/cases', 'caseList'],
    ['/cases/case/12/documents', 'caseList'],
    ['/dogCases', 'dogCases'],
    ['/DOGCases', 'dogCases'],
    ['/trades/domestic/7', 'trades'],
    ['/holdings/dog/3', 'holdings'],
    ['/clients/client/5', 'clients'],
    ['/lossReport/summary', 'lossReport'],
    ['/client-management/reportGenerator/draft', 'reportGenerator'],
    ['/stagedFiles', 'ingestion'],
    ['/userProfile', null],
    ['/nowhere', null],
  ])('should highlight the right entry for %s', (path, key) => {
    expect(activeMenuKey(visibleMenu(MENU, admin), path)).toBe(key);
  });

  it('should offer Create New Case only to users the API lets create cases', () => {
    const creates = (u: SessionUser) => hrefs(u).includes('/createNewCase');
    expect(creates({ ...staff, privileges: ['READ', 'CREATE'] })).toBe(true);
    expect(creates({ ...staff, privileges: ['READ', 'UPDATE'] })).toBe(false);
    expect(hrefs({ ...staff, privileges: ['READ'] })).toContain('/cases');
  });

  it('should highlight nothing of the hidden admin group for a staff user', () => {
    expect(activeMenuKey(visibleMenu(MENU, staff), '/ingestion')).toBeNull();
  });

  it('should name the group that holds the active entry, and none for a top-level link', () => {
    const items = visibleMenu(MENU, admin);
    expect(groupOf(items, 'trades')).toBe('tradesHoldings');
    expect(groupOf(items, 'securityDrops')).toBe('analyses');
    expect(groupOf(items, 'home')).toBeNull();
    expect(groupOf(items, null)).toBeNull();
  });
});
