/**
 * Analyses (`/reports`): the entry to the client reports, each a card saying what it shows.
 * The cards are links, so each report screen can also be bookmarked.
 */
import { Link } from 'react-router-dom';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { hrefOf } from '../../lib/hrefs.ts';
import './analyses.css';

type ReportRoute = 'annualReport' | 'quarterlyReports' | 'scorecardReport' | 'reportsMain';

const CARDS: { route: ReportRoute; title: string; text: string }[] = [
  {
    route: 'annualReport',
    title: 'Annual Report',
    text: "A client's year: holdings, trades, losses by case, claims filed and recoveries.",
  },
  {
    route: 'quarterlyReports',
    title: 'Quarterly Reports',
    text: 'The same figures for one quarter, with the trades of each month.',
  },
  {
    route: 'scorecardReport',
    title: 'Scorecard Report',
    text: 'Recoveries against losses and how the cases ended, per client or per case.',
  },
  {
    route: 'reportsMain',
    title: 'Reports Main',
    text: 'The practice as a whole: the total scorecard and the latest reports generated.',
  },
];

function Analyses() {
  return (
    <>
      <PageHeader title="Analyses" />
      <ul className="analyses-cards">
        {CARDS.map((card) => (
          <li key={card.route}>
            <Link className="card analyses-card" to={hrefOf(card.route)}>
              <h2 className="analyses-card__title">{card.title}</h2>
              <p className="analyses-card__text">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default defineScreen(Analyses);
