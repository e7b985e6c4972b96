/**
 * The client checklist against a tiny HTTP server standing in for the API at the network edge:
 * 300 clients, searched by `q` a page at a time, so the test sees what the picker asks for.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { ClientChecklist } from '../ClientChecklist.tsx';

const CLIENTS = Array.from({ length: 300 }, (_, i) => {
  const n = String(i + 1).padStart(4, '0');
  return { id: `CL-${n}`, name: `Client ${n}`, custodians: ['Custody Bank'] };
});

const asked: URLSearchParams[] = [];
let server: Server;
let pageUrl: string;

function answer(search: URLSearchParams) {
  const q = (search.get('q') ?? '').toLowerCase();
  const size = Number(search.get('pageSize') ?? '25');
  const found = CLIENTS.filter((c) => `${c.name} ${c.id}`.toLowerCase().includes(q));
  return { items: found.slice(0, size), total: found.length, page: 1, pageSize: size };
}

interface HappyWindow {
  happyDOM: { setURL: (url: string) => void };
  location: Location;
}
const happy = window as unknown as HappyWindow;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/v1/clients') asked.push(url.searchParams);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer(url.searchParams)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = happy.location.href;
  const { port } = server.address() as AddressInfo;
  // Same origin as the page, as the gateway is in the app.
  happy.happyDOM.setURL(`http://127.0.0.1:${String(port)}/client-management/news-feed`);
});

afterEach(() => {
  cleanup();
  asked.length = 0;
});

afterAll(async () => {
  happy.happyDOM.setURL(pageUrl);
  await new Promise((resolve) => server.close(resolve));
});

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { clientIds: [] as string[] } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderChecklist() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Form>
        <ClientChecklist name="clientIds" hint="Only these clients see the item." />
      </Form>
    </QueryClientProvider>,
  );
}

describe('the client checklist', () => {
  it('should show a small first page and say how many more there are', async () => {
    renderChecklist();
    await screen.findByRole('checkbox', { name: 'Client 0001' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(25);
    expect(screen.getByText('275 more: type part of a name to find them.')).toBeTruthy();
    expect(asked[0]?.get('pageSize')).toBe('25');
    expect(asked[0]?.has('q')).toBe(false);
  });

  it('should search the server as the user types, finding client 150 of 300', async () => {
    renderChecklist();
    await screen.findByRole('checkbox', { name: 'Client 0001' });
    fireEvent.change(screen.getByLabelText('Find a client'), { target: { value: '0150' } });
    const found = await screen.findByRole('checkbox', { name: 'Client 0150' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(asked.at(-1)?.get('q')).toBe('0150');
    fireEvent.click(found);
    expect(screen.getByText('1 chosen')).toBeTruthy();
  });

  it('should ask the server once for a burst of keystrokes', async () => {
    renderChecklist();
    await screen.findByRole('checkbox', { name: 'Client 0001' });
    const box = screen.getByLabelText('Find a client');
    for (const text of ['0', '01', '014', '0149'])
      fireEvent.change(box, { target: { value: text } });
    await screen.findByRole('checkbox', { name: 'Client 0149' });
    await waitFor(() => {
      expect(asked.map((q) => q.get('q'))).toEqual([null, '0149']);
    });
  });
});
