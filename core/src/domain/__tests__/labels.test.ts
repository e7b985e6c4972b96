import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  auditValueText,
  clientScopeLabel,
  fieldLabel,
  recordLabel,
  roleLabel,
} from '../labels.ts';

describe('the shared labels', () => {
  it('should word roles and scope as people speak', () => {
    expect(roleLabel('ROLE_USER')).toBe('Staff');
    expect(roleLabel('ROLE_ADMIN')).toBe('Administrator');
    expect(clientScopeLabel([])).toBe('All clients');
    expect(clientScopeLabel(['A Fund', 'B Trust'])).toBe('A Fund; B Trust');
  });

  it('should name kinds of record and fields in words', () => {
    expect(recordLabel('docketEntry')).toBe('Docket entry');
    expect(recordLabel('trades')).toBe('Trades');
    expect(fieldLabel('classPeriodStart')).toBe('Class period start');
    expect(fieldLabel('clientNames')).toBe('Client scope');
  });

  it('should show logged values as text, never as raw JSON', () => {
    expect(auditValueText('roles', ['ROLE_USER'])).toBe('Staff');
    expect(auditValueText('clientNames', [])).toBe('All clients');
    expect(auditValueText('active', false)).toBe('Deactivated');
    expect(auditValueText('notes', null)).toBe('—');
    expect(auditValueText('preferences', { pageSize: 25 })).toBe('Page size: 25');
    expect(auditValueText('at', '2026-11-27T06:37:13.693Z')).toBe('2026-11-27 06:37 UTC');
  });

  it('should list only the fields that differ, before and after', () => {
    expect(
      auditChanges({ caption: 'Old', court: 'S.D.N.Y.' }, { caption: 'New', court: 'S.D.N.Y.' }),
    ).toEqual([{ field: 'caption', label: 'Caption', before: 'Old', after: 'New' }]);
    expect(auditChanges(null, { id: 'CA-0001', status: 'open', createdAt: 'x' })).toEqual([
      { field: 'status', label: 'Status', before: '—', after: 'open' },
    ]);
  });
});
