/**
 * A file's name that wraps where a reader would break it, after `_`, `-` or `.`
 * (`BNY_CL0047_CASH_202610.csv`), and only mid-word when one piece is wider than the column.
 */
import type { IngestionFile } from '@backoffice/core/api';
import { Fragment } from 'react';

export function FileNameCell({ row }: { row: IngestionFile }) {
  const pieces = row.fileName.split(/(?<=[_.-])/);
  return (
    <span className="file-name">
      {pieces.map((piece, i) => (
        // The pieces of one name never reorder: their position is their identity.
        <Fragment key={i}>
          {piece}
          {i < pieces.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
