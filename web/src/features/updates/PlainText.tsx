import { Fragment } from 'react';
import { paragraphsOf } from './plain-text.ts';

/** A plain-text body as paragraphs and line breaks. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {paragraphsOf(text).map((lines, p) => (
        <p key={p}>
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
