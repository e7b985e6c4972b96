import { describe, expect, it } from 'vitest';
import { SHELL_ACTIONS, accessNeeds, type ShellAction } from '../action-access.ts';
import { endpoints } from '../api/index.ts';

describe("the shell's actions", () => {
  it('should need exactly what the endpoint each leads to needs', () => {
    for (const id of Object.keys(SHELL_ACTIONS) as ShellAction[]) {
      expect(SHELL_ACTIONS[id], id).toEqual(endpoints[id].access);
    }
  });
});

describe('the reason an action is refused', () => {
  it('should name the privilege, and the admin role where needed', () => {
    expect(accessNeeds(endpoints.createCase.access)).toBe('Needs the CREATE privilege.');
    expect(accessNeeds(endpoints.uploadIngestionFile.access)).toBe(
      'For administrators with the CREATE privilege only.',
    );
    expect(accessNeeds(endpoints.updateProfile.access)).toBe('Sign in first.');
  });
});
