/**
 * The news body: text with simple formatting (the toolbar wraps the selection in HTML tags from
 * the news allow-list: bold, italic, heading, quote, lists, links) and, beside it, a live
 * preview of exactly what clients will see once sanitised. Text typed without any tag is shown
 * as paragraphs.
 */
import { useDeferredValue, useId, useRef, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FieldShell } from '../../components/form/FieldShell.tsx';
import { useField } from '../../components/form/use-field.ts';
import {
  applyFormat,
  applyLink,
  linkProblem,
  type BodyEdit,
  type BodyFormat,
} from './body-format.ts';
import { NewsBody } from './NewsBody.tsx';

const BUTTONS: readonly { format: BodyFormat; label: string; text: string }[] = [
  { format: 'bold', label: 'Bold', text: 'B' },
  { format: 'italic', label: 'Italic', text: 'I' },
  { format: 'heading', label: 'Heading', text: 'H' },
  { format: 'paragraph', label: 'Paragraph', text: '¶' },
  { format: 'bullets', label: 'Bulleted list', text: '• List' },
  { format: 'numbers', label: 'Numbered list', text: '1. List' },
  { format: 'quote', label: 'Quote', text: '“ ”' },
];

const HINT =
  'Select words and use the buttons to format them. Anything else (scripts, styles, images) is removed when saved.';

export function BodyEditor<T extends FieldValues>({ name }: { name: Path<T> }) {
  const { control } = useFormContext<T>();
  const { field: input } = useController({ control, name });
  const field = useField(name, true);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [linking, setLinking] = useState(false);
  const text = typeof input.value === 'string' ? input.value : '';
  const preview = useDeferredValue(text);

  /** Puts an edit into the form and the selection back into the textarea. */
  const commit = (edit: BodyEdit) => {
    input.onChange(edit.text);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(edit.start, edit.end);
    });
  };
  const current = (): BodyEdit => ({
    text,
    start: area.current?.selectionStart ?? text.length,
    end: area.current?.selectionEnd ?? text.length,
  });

  return (
    <FieldShell field={field} label="Body" required hint={HINT} wide>
      <div className="news-editor">
        <div className="news-editor__source">
          <div className="news-toolbar" role="toolbar" aria-label="Formatting">
            {BUTTONS.map((b) => (
              <button
                key={b.format}
                type="button"
                className="button button--small"
                aria-label={b.label}
                title={b.label}
                onClick={() => {
                  commit(applyFormat(current(), b.format));
                }}
              >
                {b.text}
              </button>
            ))}
            <button
              type="button"
              className="button button--small"
              aria-expanded={linking}
              onClick={() => {
                setLinking((on) => !on);
              }}
            >
              Link
            </button>
          </div>
          {linking ? (
            <LinkRow
              onAdd={(address) => {
                commit(applyLink(current(), address));
                setLinking(false);
              }}
            />
          ) : null}
          <textarea
            id={field.inputId}
            className="form-control form-control--area news-editor__text"
            rows={12}
            aria-required
            {...field.aria}
            name={input.name}
            value={text}
            onChange={(e) => {
              input.onChange(e.target.value);
            }}
            onBlur={input.onBlur}
            ref={(element) => {
              area.current = element;
              input.ref(element);
            }}
          />
        </div>
        <section className="news-editor__preview" aria-label="Preview">
          <h4 className="news-editor__preview-title">Preview</h4>
          <NewsBody body={preview} label="Preview of the body" />
        </section>
      </div>
    </FieldShell>
  );
}

/** The address of a link to add, checked as the sanitiser will check it. */
function LinkRow({ onAdd }: { onAdd: (address: string) => void }) {
  const id = useId();
  const [address, setAddress] = useState('https://');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const refused = linkProblem(address);
    setProblem(refused);
    if (!refused) onAdd(address);
  };
  return (
    <div className="news-link">
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        className="form-control"
        type="url"
        value={address}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}error` : undefined}
        onChange={(e) => {
          setAddress(e.target.value);
        }}
        onKeyDown={(e) => {
          // Enter adds the link rather than submitting the whole form.
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      <button type="button" className="button button--small" onClick={add}>
        Add link
      </button>
      {problem ? (
        <p className="form-field__error" id={`${id}error`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
