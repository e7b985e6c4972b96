/** Which report to open: a case's (every client's lines) or a client's (every case's lines). */
import type { LossReportKind } from '@backoffice/core/api';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { LookupInput } from '../../../components/data-table/LookupInput.tsx';
import type { LookupSource } from '../../../components/data-table/lookup-source.ts';
import { CASE_LOOKUP, CLIENT_LOOKUP } from '../../../components/data-table/lookups.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { reportSubPage } from './report-page.ts';

const CHOICES: readonly {
  kind: LossReportKind;
  title: string;
  text: string;
  source: LookupSource;
}[] = [
  {
    kind: 'case',
    title: 'Report of a case',
    text: "Every client's lines from the case's latest loss run.",
    source: CASE_LOOKUP,
  },
  {
    kind: 'client',
    title: 'Report of a client',
    text: "The client's lines from the latest loss run of every case.",
    source: CLIENT_LOOKUP,
  },
];

function Choice({ choice }: { choice: (typeof CHOICES)[number] }) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <section className="card report-choice" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`} className="loss-section-title">
        {choice.title}
      </h2>
      <p className="muted">{choice.text}</p>
      <label htmlFor={id} className="form-field__label">
        {choice.kind === 'case' ? 'Case' : 'Client'}
      </label>
      <LookupInput
        id={id}
        label={choice.kind === 'case' ? 'Case' : 'Client'}
        source={choice.source}
        value=""
        onChange={(value) => {
          if (value)
            void navigate(hrefOf('lossReport', { subPage: reportSubPage(choice.kind, value) }));
        }}
      />
    </section>
  );
}

export function ReportPicker({ kind }: { kind: LossReportKind | null }) {
  const shown = kind ? CHOICES.filter((c) => c.kind === kind) : CHOICES;
  return (
    <div className="report-choices">
      {shown.map((choice) => (
        <Choice key={choice.kind} choice={choice} />
      ))}
    </div>
  );
}
