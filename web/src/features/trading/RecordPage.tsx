/**
 * What the trade and holding details share: loading, "not found" (a missing record, or a table
 * type in the URL that is neither `domestic` nor `foreign`), a failed read with Try again, and
 * the move to the record's own table type when the URL names the other one (an old link, a
 * hand-edited address): the id decides, so the link still works.
 */
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { isTableType, tableTypeOf } from '@backoffice/core/domain';
import { Banner } from '../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';

interface RecordQuery<R> {
  data: R | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface RecordPageProps<R extends { market: string }> {
  /** "trade", "holding". */
  noun: string;
  id: string;
  tableType: string | undefined;
  query: RecordQuery<R>;
  /** The record's address with its own table type. */
  hrefOf: (record: R) => string;
  back: { href: string; label: string };
  children: (record: R) => ReactNode;
}

function Missing({
  noun,
  message,
  back,
}: {
  noun: string;
  message: string;
  back: RecordPageProps<{ market: string }>['back'];
}) {
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`;
  return (
    <>
      <PageHeader title={title} />
      <Banner tone="warning">{message}</Banner>
      <Link className="button" to={back.href}>
        {back.label}
      </Link>
    </>
  );
}

export function RecordPage<R extends { market: string }>(props: RecordPageProps<R>) {
  const { noun, id, tableType, query, back } = props;
  if (!isTableType(tableType)) {
    return (
      <Missing
        noun={noun}
        back={back}
        message={`There is no ${noun} table “${tableType ?? ''}”: ${noun}s are domestic or foreign.`}
      />
    );
  }
  const record = query.data;
  if (!record) {
    if (!query.isError) return <StatusView title={`Loading the ${noun}…`} />;
    if (describeApiError(query.error).status === 404) {
      return (
        <Missing
          noun={noun}
          back={back}
          message={`There is no ${noun} ${id}, or it is not one you may see.`}
        />
      );
    }
    return (
      <>
        <PageHeader title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${id}`} />
        <LoadFailure
          what={`The ${noun}`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (tableTypeOf(record) !== tableType) return <Navigate to={props.hrefOf(record)} replace />;
  return props.children(record);
}
