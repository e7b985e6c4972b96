/**
 * Clients and their custody accounts. The first two clients are the ones the demo `viewer` is
 * limited to (its `client_NAMES` claim), so that user sees real data.
 */
import type { Faker } from '@faker-js/faker';
import type { Account, Client, Contact } from '@backoffice/core/api';
import { CLIENT_TYPES } from '@backoffice/core/api';
import { institutionName } from './names.ts';
import type { Rng } from './rng.ts';

export const VIEWER_CLIENTS = [
  { name: 'Northwind Teachers Retirement System', type: 'public_pension' },
  { name: 'Bluestone Capital Partners LP', type: 'asset_manager' },
] as const;

export const CUSTODIANS = [
  { name: 'State Street', code: 'SS' },
  { name: 'BNY Mellon', code: 'BNY' },
  { name: 'Northern Trust', code: 'NT' },
  { name: 'J.P. Morgan', code: 'JPM' },
  { name: 'Citibank', code: 'C' },
  { name: 'BNP Paribas', code: 'BNP' },
  { name: 'Brown Brothers Harriman', code: 'BBH' },
] as const;

const HOME: readonly { country: string; currency: string; weight: number }[] = [
  { country: 'US', currency: 'USD', weight: 0.72 },
  { country: 'GB', currency: 'GBP', weight: 0.08 },
  { country: 'NL', currency: 'EUR', weight: 0.06 },
  { country: 'CA', currency: 'CAD', weight: 0.06 },
  { country: 'JP', currency: 'JPY', weight: 0.04 },
  { country: 'CH', currency: 'CHF', weight: 0.04 },
];
const OTHER_CURRENCIES = ['EUR', 'GBP', 'JPY', 'CAD', 'CHF'];

function home(rng: Rng) {
  let r = rng.next();
  for (const h of HOME) {
    r -= h.weight;
    if (r < 0) return h;
  }
  return HOME[0]!;
}

function contacts(faker: Faker, rng: Rng, domain: string): Contact[] {
  return Array.from({ length: rng.int(1, 3) }, (_, i) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    return {
      name: `${first} ${last}`,
      title: faker.helpers.arrayElement([
        'Chief Investment Officer',
        'General Counsel',
        'Director of Operations',
        'Portfolio Manager',
        'Compliance Officer',
      ]),
      email: `${first}.${last}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      phone: faker.phone.number({ style: 'national' }),
      primary: i === 0,
    };
  });
}

export function generateClients(rng: Rng, faker: Faker, count: number, stamp: string) {
  const clients: Client[] = [];
  const accounts: Account[] = [];
  const names = new Set<string>();
  const numbers = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const fixed = VIEWER_CLIENTS[i];
    const type = fixed?.type ?? rng.pick(CLIENT_TYPES);
    let name = fixed?.name ?? institutionName(faker, type);
    while (names.has(name)) name = institutionName(faker, type);
    names.add(name);
    const place = fixed ? HOME[0]! : home(rng);
    const id = `CL-${String(i + 1).padStart(4, '0')}`;
    const custodians = rng.sample(CUSTODIANS, rng.int(1, 3));
    const domain = `${
      name
        .split(' ')[0]!
        .toLowerCase()
        .replace(/[^a-z]/g, '') || 'client'
    }.example.org`;
    clients.push({
      id,
      name,
      type,
      status: i < 2 || rng.chance(0.85) ? 'active' : rng.pick(['prospect', 'inactive']),
      country: place.country,
      aumUsd: Math.round(Math.exp(Math.log(8e9) + rng.normal() * 1.2) / 1e6) * 1e6,
      custodians: custodians.map((c) => c.name),
      contacts: contacts(faker, rng, domain),
      portalEnabled: rng.chance(0.7),
      onboardedOn: `${rng.int(2008, 2019)}-${String(rng.int(1, 12)).padStart(2, '0')}-15`,
      notes: '',
      createdAt: stamp,
      updatedAt: stamp,
    });
    for (const custodian of custodians) {
      for (let k = rng.int(1, 3); k > 0; k -= 1) {
        // Home-currency mandates mostly; some international ones in another currency.
        const currency = rng.chance(0.8) ? place.currency : rng.pick(OTHER_CURRENCIES);
        const n = accounts.length + 1;
        let accountNumber = '';
        while (accountNumber === '' || numbers.has(accountNumber)) {
          accountNumber = `${custodian.code}${String(rng.int(1_000_000, 9_999_999))}`;
        }
        numbers.add(accountNumber);
        accounts.push({
          id: `AC-${String(n).padStart(5, '0')}`,
          clientId: id,
          clientName: name,
          custodian: custodian.name,
          accountNumber,
          name: `${name} ${faker.helpers.arrayElement(['Domestic Equity', 'International Equity', 'Core Equity', 'Small Cap', 'Value Equity', 'Growth Equity'])} ${k}`,
          currency,
          type: rng.pick(['separate', 'separate', 'commingled', 'custody']),
          status: 'open',
          openedOn: `${rng.int(2005, 2019)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
          closedOn: null,
          createdAt: stamp,
          updatedAt: stamp,
        });
      }
    }
  }
  return { clients, accounts };
}
