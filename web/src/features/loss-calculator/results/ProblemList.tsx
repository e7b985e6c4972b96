/**
 * Why there are no figures: every problem, each with a way to its place (a trade's row, a
 * field). The rows and fields also show their own problems; this list finds them on a long grid.
 */
import type { FieldName, Problem } from '../evaluation/assemble.ts';

const SHOWN = 50;

interface ProblemListProps {
  problems: readonly Problem[];
  onRow: (index: number) => void;
  onField: (name: FieldName) => void;
}

function Where({
  problem,
  onRow,
  onField,
}: { problem: Problem } & Omit<ProblemListProps, 'problems'>) {
  const { place } = problem;
  if (place.kind === 'row') {
    return (
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          onRow(place.index);
        }}
      >
        Go to trade {place.index + 1}
      </button>
    );
  }
  if (place.kind === 'field') {
    return (
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          onField(place.name);
        }}
      >
        Go to the field
      </button>
    );
  }
  return null;
}

export function ProblemList({ problems, onRow, onField }: ProblemListProps) {
  const more = problems.length - SHOWN;
  return (
    <section className="card calc-problems" aria-labelledby="calc-problems-title">
      <h2 id="calc-problems-title" className="calc-section-title">
        {problems.length === 1
          ? 'One thing to fix'
          : `${problems.length.toLocaleString('en-US')} things to fix`}{' '}
        before the figures
      </h2>
      <ul className="calc-problems__list">
        {problems.slice(0, SHOWN).map((problem, i) => (
          <li key={`${i}-${problem.message}`}>
            <span>{problem.message}</span>
            <Where problem={problem} onRow={onRow} onField={onField} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="muted">And {more.toLocaleString('en-US')} more, marked in the grid.</p>
      ) : null}
    </section>
  );
}
