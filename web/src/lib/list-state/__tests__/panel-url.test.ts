import { describe, expect, it } from 'vitest';
import { panelOf, withPanel } from '../use-panel-url.ts';

describe('the panel in the address', () => {
  it('should read and write a record, its edit form and the create form, keeping the list view', () => {
    const list = new URLSearchParams('market=foreign&page=2');
    const view = withPanel(list, 'security', { kind: 'view', id: 'SE-0001' });
    expect(view.toString()).toBe('market=foreign&page=2&security=SE-0001');
    expect(panelOf(view, 'security')).toEqual({ kind: 'view', id: 'SE-0001' });
    const edit = withPanel(view, 'security', { kind: 'edit', id: 'SE-0001' });
    expect(panelOf(edit, 'security')).toEqual({ kind: 'edit', id: 'SE-0001' });
    const closed = withPanel(edit, 'security', { kind: 'none' });
    expect(closed.toString()).toBe('market=foreign&page=2');
    expect(panelOf(withPanel(closed, 'security', { kind: 'create' }), 'security')).toEqual({
      kind: 'create',
    });
  });
});
