/**
 * Client: one client, with a tab (and a URL) each for its details, accounts, holdings, trades,
 * losses and reports. The tabs that list things show the client's rows of the shared lists.
 */
import type { Client } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { RecordHistory } from '../../components/audit/RecordHistory.tsx';
import { DetailLayout } from '../../components/detail/DetailLayout.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { humanize } from '../../lib/format/labels.ts';
import { hrefOf, useRouteParams } from '../../lib/hrefs.ts';
import { ClientAccounts } from './ClientAccounts.tsx';
import { ClientHoldings } from './ClientHoldings.tsx';
import { ClientLosses } from './ClientLosses.tsx';
import { ClientMonitoring } from './ClientMonitoring.tsx';
import { ClientOverview } from './ClientOverview.tsx';
import { ClientClaims } from './ClientClaims.tsx';
import { ClientReports } from './ClientReports.tsx';
import { ClientTrades } from './ClientTrades.tsx';
import './clients.css';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';

function tabsOf(client: Client) {
  const clientId = client.id;
  return [
    { id: 'overview', label: 'Overview', content: <ClientOverview client={client} /> },
    { id: 'accounts', label: 'Accounts', content: <ClientAccounts clientId={clientId} /> },
    { id: 'holdings', label: 'Holdings', content: <ClientHoldings clientId={clientId} /> },
    { id: 'trades', label: 'Trades', content: <ClientTrades clientId={clientId} /> },
    { id: 'losses', label: 'Cases & losses', content: <ClientLosses clientId={clientId} /> },
    { id: 'reports', label: 'Reports', content: <ClientReports clientId={clientId} /> },
    { id: 'claims', label: 'Claims', content: <ClientClaims clientId={clientId} /> },
    { id: 'monitoring', label: 'Monitoring', content: <ClientMonitoring client={client} /> },
    {
      id: 'history',
      label: 'History',
      content: <RecordHistory recordType="client" id={clientId} />,
    },
  ];
}

function ClientMissing({ message }: { message: string }) {
  return (
    <>
      <PageHeader title="Client not found" />
      <Banner tone="warning">{message}</Banner>
      <Link className="button" to={hrefOf('clients')}>
        Back to the clients
      </Link>
    </>
  );
}

function ClientDetail() {
  const { clientID = '', subPage } = useRouteParams('client');
  const query = useApiQuery('getClient', { params: { id: clientID } });

  if (query.isPending) return <StatusView title="Loading the client…" />;
  if (query.isError) {
    const failure = describeApiError(query.error);
    if (failure.status === 404) {
      return (
        <ClientMissing
          message={`There is no client ${clientID}, or it is not one of the clients you may see.`}
        />
      );
    }
    return (
      <>
        <PageHeader title="Client" />
        <LoadFailure what="The client" error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const client = query.data;
  return (
    <DetailLayout
      title={client.name}
      subtitle={`${client.id} · ${humanize(client.type)} · ${humanize(client.status)}`}
      tabs={tabsOf(client)}
      activeTab={subPage}
      tabHref={(tabId) => hrefOf('client', { clientID: client.id, subPage: tabId })}
    />
  );
}

export default defineScreen(ClientDetail);
