import { describe, expect, it } from 'vitest';
import { placeServerErrors } from '../server-errors.ts';

describe('placeServerErrors', () => {
  it('should put each complaint on the field it names, in the form order', () => {
    const placed = placeServerErrors(
      { classPeriodEnd: 'The class period ends before it starts', caption: 'Taken' },
      ['caption', 'court', 'classPeriodEnd'],
    );
    expect(placed).toEqual({
      fields: [
        ['caption', 'Taken'],
        ['classPeriodEnd', 'The class period ends before it starts'],
      ],
      unplaced: [],
    });
  });

  it('should fall back to the nearest field above a nested path and join messages', () => {
    const placed = placeServerErrors(
      { 'securityIds.0': 'No security X', 'securityIds.1': 'No security Y' },
      ['securityIds'],
    );
    expect(placed.fields).toEqual([['securityIds', 'No security X; No security Y']]);
  });

  it('should leave complaints about fields the form does not show to the banner', () => {
    const placed = placeServerErrors({ '': 'Body is not an object', status: 'Invalid' }, [
      'caption',
    ]);
    expect(placed).toEqual({
      fields: [],
      unplaced: ['Body is not an object', 'status: Invalid'],
    });
  });
});
