/**
 * The release notes on /updates: what each version of Back Office brought, oldest first. The
 * generator dates them back from the data's "today"; the text describes this product.
 */
export interface ReleaseNote {
  title: string;
  body: string;
  tags: readonly string[];
}

export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    title: 'Case list and case detail',
    body: 'Every case now has one page with its caption, court, docket number, class period, lead counsel and deadlines. The case list can be filtered by status and court and sorted by any column.\n\nDeadlines that fall within the next fourteen days are highlighted on the case and in the list.',
    tags: ['feature', 'cases'],
  },
  {
    title: 'Dockets and motions',
    body: 'Docket entries are recorded against each filed case, numbered in filing order, with the document type and who filed it. Motions have their own list with filing dates, hearing dates and status.\n\nA motion that is still pending shows its next deadline on the calendar.',
    tags: ['feature', 'cases'],
  },
  {
    title: 'Trade search that keeps up',
    body: 'Searching and sorting the trades of a large client now answers in well under a second, even across a million trades. Filters by account, security and date range can be combined.\n\nExports of a filtered list contain exactly the rows on screen, in the same order.',
    tags: ['performance'],
  },
  {
    title: 'Custodian file ingestion',
    body: 'Administrators can upload custodian files in CSV, XLSX or fixed-width text. Each file is staged with a preview of its first rows as the custodian mapping reads them, and its errors row by row.\n\nA staged file is ingested or skipped with a reason; a skipped file can be staged again once the mapping is fixed.',
    tags: ['feature', 'ingestion'],
  },
  {
    title: 'Ingestion tracker',
    body: 'The tracker shows, for every client and custodian, which monthly and quarterly files have arrived and which are still missing, so a late file is chased before a loss calculation needs it.',
    tags: ['feature', 'ingestion'],
  },
  {
    title: 'Loss calculations with FIFO and LIFO',
    body: "Recognised losses are calculated under a case's plan of allocation with either FIFO or LIFO matching of purchases to sales. A loss run shows its progress while it works and keeps its results for review.\n\nThe loss overview totals each client's losses across cases.",
    tags: ['feature', 'reports'],
  },
  {
    title: 'SEC 13-F holdings',
    body: "Institutional investment managers' quarterly 13-F filings are loaded for the securities we follow, so a case team can see who held the stock during the class period and approach them as potential class members.",
    tags: ['feature'],
  },
  {
    title: 'Price drop alerts',
    body: 'Daily closes are checked for sharp falls. A drop beyond the threshold opens an alert with the size of the fall and the clients who held the security, as a first signal of a possible case.',
    tags: ['feature', 'cases'],
  },
  {
    title: 'Report generator',
    body: 'Client reports of holdings, trades and recognised losses are produced in the background and can be downloaded as PDF or spreadsheet once ready. Reports for a client-scoped user contain only that client.',
    tags: ['feature', 'reports'],
  },
  {
    title: 'Calendar of deadlines and hearings',
    body: 'All case deadlines and motion hearings appear on one calendar, by month or week, and can be exported to Outlook or Google Calendar as an iCalendar file.',
    tags: ['feature', 'cases'],
  },
  {
    title: 'Client portal news',
    body: 'News items can be written for all clients, selected clients or internal readers, scheduled for a publish date and withdrawn again. The editor shows a preview of exactly what clients will see.',
    tags: ['feature'],
  },
  {
    title: 'User administration',
    body: 'Administrators can add users, give and take away privileges, limit a user to named clients and deactivate an account. A deactivated user is refused at once, even with a session still open.',
    tags: ['feature'],
  },
  {
    title: 'Fixes to holdings reconciliation',
    body: 'Holdings that differ from the positions implied by trades are now listed as discrepancies with both quantities, instead of being silently corrected. Positions opened before the first ingested file are no longer reported as breaks.',
    tags: ['fix', 'ingestion'],
  },
  {
    title: 'Faster start and smaller pages',
    body: 'Screens load only the code they need, so the first page appears sooner on a slow connection. Lists keep their sort, filters and page in the address, so a link opens the same view for a colleague.',
    tags: ['performance', 'fix'],
  },
];
