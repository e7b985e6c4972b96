import { PRODUCT_NAME, ROUTES } from '@backoffice/core';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../page-title.ts';

describe('the page title', () => {
  it.each(ROUTES.filter((r) => !r.path.includes(':')).map((r) => [r.path, r.name]))(
    'should be the route name at %s',
    (path, name) => {
      expect(pageTitle(path)).toBe(name);
    },
  );

  it('should follow the route name on pages with parameters', () => {
    expect(pageTitle('/cases/case/12')).toBe('Case');
    expect(pageTitle('/holdings/dog/3')).toBe('Holding Detail');
  });

  it('should fall back to the product name where no route matches', () => {
    expect(pageTitle('/no/such/page')).toBe(PRODUCT_NAME);
  });
});
