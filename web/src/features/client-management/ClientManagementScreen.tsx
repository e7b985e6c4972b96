/**
 * Client Management (`/client-management`): the area's landing page, a card for each of its
 * screens with what waits there.
 */
import { Link } from 'react-router-dom';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { formatNumber } from '../../lib/format/format.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import './client-management.css';
import { useWaiting } from './use-waiting.ts';

const count = (n: number | undefined, one: string, many: string) =>
  n === undefined ? '…' : `${formatNumber(n)} ${n === 1 ? one : many}`;

function Card({
  href,
  title,
  waiting,
  text,
}: {
  href: string;
  title: string;
  waiting: string;
  text: string;
}) {
  return (
    <li>
      <Link className="card cm-card" to={href}>
        <h2 className="cm-card__title">{title}</h2>
        <p className="cm-card__waiting">{waiting}</p>
        <p className="cm-card__text">{text}</p>
      </Link>
    </li>
  );
}

function ClientManagement() {
  const w = useWaiting();
  return (
    <>
      <PageHeader title="Client Management" />
      <ul className="cm-cards">
        <Card
          href={hrefOf('clientReports')}
          title="Reports"
          waiting={count(w.awaitingReview, 'report awaiting review', 'reports awaiting review')}
          text="The reports made for clients: review them, mark them sent, download them."
        />
        <Card
          href={hrefOf('reportGenerator', {})}
          title="Report Generator"
          waiting={count(w.jobsUnderWay, 'generation job running', 'generation jobs running')}
          text="Annual, quarterly and scorecard reports for one client or many, in the background."
        />
        <Card
          href={hrefOf('newsFeed')}
          title="Client Portal News Feed"
          waiting={`${count(w.newsScheduled, 'item scheduled', 'items scheduled')}, ${count(w.newsDrafts, 'draft', 'drafts')}`}
          text="News for the client portal: write, schedule and publish."
        />
      </ul>
    </>
  );
}

export default defineScreen(ClientManagement);
