/** Realistic names for issuers, institutions, firms and judges, built from faker's word lists. */
import type { Faker } from '@faker-js/faker';

export const SECTORS: Readonly<Record<string, string>> = {
  Therapeutics: 'Health Care',
  Pharmaceuticals: 'Health Care',
  Biosciences: 'Health Care',
  Medical: 'Health Care',
  Systems: 'Information Technology',
  Technologies: 'Information Technology',
  Semiconductor: 'Information Technology',
  Software: 'Information Technology',
  Networks: 'Communication Services',
  Media: 'Communication Services',
  Energy: 'Energy',
  Resources: 'Energy',
  Financial: 'Financials',
  Bancorp: 'Financials',
  Motors: 'Consumer Discretionary',
  Retail: 'Consumer Discretionary',
  Foods: 'Consumer Staples',
  Industries: 'Industrials',
  Logistics: 'Industrials',
  Realty: 'Real Estate',
  Utilities: 'Utilities',
};
const INDUSTRY_WORDS = Object.keys(SECTORS);

export const COUNTRY_SUFFIX: Readonly<Record<string, string>> = {
  US: 'Inc.',
  GB: 'plc',
  DE: 'AG',
  FR: 'SA',
  NL: 'N.V.',
  CH: 'AG',
  JP: 'Co., Ltd.',
  CA: 'Ltd.',
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** "Harbor Therapeutics" and its sector; the legal suffix is added by country. */
export function issuerName(faker: Faker): { base: string; sector: string } {
  const industry = faker.helpers.arrayElement(INDUSTRY_WORDS);
  const stem = faker.helpers.arrayElement([
    () => faker.location.city().split(' ')[0] ?? 'Union',
    () => faker.person.lastName(),
    () => capital(faker.word.noun({ length: { min: 4, max: 9 } })),
  ])();
  return { base: `${capital(stem)} ${industry}`, sector: SECTORS[industry] ?? 'Industrials' };
}

/** Three or four upper-case letters from the name, made unique against `taken`. */
export function tickerFor(name: string, taken: Set<string>, faker: Faker): string {
  const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase();
  let ticker = letters.slice(0, 4);
  while (taken.has(ticker) || ticker.length < 3) {
    ticker = faker.string.alpha({ length: faker.number.int({ min: 3, max: 4 }), casing: 'upper' });
  }
  taken.add(ticker);
  return ticker;
}

const PUBLIC_FUNDS = [
  'Teachers Retirement System',
  'Public Employees Retirement System',
  'Police & Fire Pension Fund',
  'Municipal Employees Retirement System',
  'County Employees Retirement Association',
  'State Universities Retirement System',
];

/** An institution's name for a client type. */
export function institutionName(faker: Faker, type: string): string {
  const last = faker.person.lastName();
  const place = faker.location.state();
  switch (type) {
    case 'public_pension':
      return `${place} ${faker.helpers.arrayElement(PUBLIC_FUNDS)}`;
    case 'corporate_pension':
      return `${faker.company.name().replace(/,.*$/, '')} Pension Plan`;
    case 'union_pension':
      return `${faker.helpers.arrayElement(['Carpenters', 'Electrical Workers', 'Ironworkers', 'Plumbers', 'Laborers', 'Teamsters'])} Local ${faker.number.int({ min: 11, max: 999 })} Pension Fund`;
    case 'endowment':
      return `${last} University Endowment`;
    case 'foundation':
      return `${last} Family Foundation`;
    case 'insurance':
      return `${last} Mutual Insurance Company`;
    case 'sovereign_wealth':
      return `${faker.location.country()} Investment Authority`;
    case 'family_office':
      return `${last} Family Office`;
    default:
      return `${last} ${faker.helpers.arrayElement(['Capital Management LLC', 'Asset Management', 'Capital Partners LP', 'Investment Advisors'])}`;
  }
}

export function lawFirm(faker: Faker): string {
  return `${faker.person.lastName()} ${faker.person.lastName()} & ${faker.person.lastName()} LLP`;
}

export function judgeName(faker: Faker): string {
  return `Hon. ${faker.person.firstName()} ${faker.person.lastName()}`;
}
