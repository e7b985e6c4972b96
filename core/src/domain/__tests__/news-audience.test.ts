/** Who may address news to all clients: only users without a client restriction. */
import { describe, expect, it } from 'vitest';
import { ALL_CLIENTS_REFUSED, newsAudienceProblem, newsAudiencesFor } from '../news-audience.ts';

const unrestricted = { clientNames: [] };
const scoped = { clientNames: ['Northwind Teachers Retirement System'] };

describe('the news audience rule', () => {
  it('should let a user without a client restriction address anyone', () => {
    expect(newsAudiencesFor(unrestricted)).toEqual(['all_clients', 'selected_clients', 'internal']);
    for (const audience of newsAudiencesFor(unrestricted))
      expect(newsAudienceProblem(unrestricted, audience)).toBeNull();
  });

  it('should let a client-scoped user address their chosen clients or staff, never all clients', () => {
    expect(newsAudiencesFor(scoped)).toEqual(['selected_clients', 'internal']);
    expect(newsAudienceProblem(scoped, 'selected_clients')).toBeNull();
    expect(newsAudienceProblem(scoped, 'internal')).toBeNull();
    expect(newsAudienceProblem(scoped, 'all_clients')).toBe(ALL_CLIENTS_REFUSED);
  });
});
