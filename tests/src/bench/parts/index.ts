/** The parts of `npm run bench`, in the order they run, each bounded in time. */
import type { TestStack } from '@backoffice/core/testing';
import type { Figure } from '../report.ts';
import { bundle } from './bundle.ts';
import { gatewayProxy } from './gateway-proxy.ts';
import { ingestLoad } from './ingest-load.ts';
import { soak } from './soak.ts';
import { staticServing } from './static-serving.ts';
import { lossEngine, mockApiAtScale, monitoringAtScale, pages } from './workspaces.ts';

export interface PartContext {
  /** The shared stack (default data, as `npm start`), started on first use. */
  stack: () => Promise<TestStack>;
}

export interface Part {
  name: string;
  title: string;
  needsStack: boolean;
  timeoutMs: number;
  run: (context: PartContext) => Promise<Figure[]>;
}

export const PARTS: Part[] = [
  {
    name: 'gateway',
    title: '1. gateway proxy overhead',
    needsStack: true,
    timeoutMs: 120_000,
    run: async ({ stack }) => gatewayProxy(await stack()),
  },
  {
    name: 'static',
    title: '2. gateway static serving',
    needsStack: true,
    timeoutMs: 60_000,
    run: async ({ stack }) => staticServing(await stack()),
  },
  {
    name: 'soak',
    title: '7. soak, 50 sessions',
    needsStack: true,
    timeoutMs: 300_000,
    run: async ({ stack }) => soak(await stack()),
  },
  {
    name: 'ingest-load',
    title: '8. list calls during a large ingest',
    needsStack: true,
    timeoutMs: 600_000,
    run: async ({ stack }) => ingestLoad(await stack()),
  },
  {
    name: 'bundle',
    title: '3. web bundle',
    needsStack: false,
    timeoutMs: 60_000,
    run: () => Promise.resolve(bundle()),
  },
  {
    name: 'pages',
    title: '4. page timings in Chromium',
    needsStack: false,
    timeoutMs: 600_000,
    run: pages,
  },
  {
    name: 'mock-api',
    title: '5. mock API at scale (and 6. the loss run)',
    needsStack: false,
    timeoutMs: 600_000,
    run: mockApiAtScale,
  },
  {
    name: 'loss',
    title: '6. loss engine',
    needsStack: false,
    timeoutMs: 300_000,
    run: lossEngine,
  },
  {
    name: 'monitoring',
    title: '9. portfolio monitoring at scale',
    needsStack: false,
    timeoutMs: 1_200_000,
    run: monitoringAtScale,
  },
];
