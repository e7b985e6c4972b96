/**
 * The files of an upload form: one or many, of the types given. Chosen files live outside the
 * form's values (they are not fields of the API's schema); `resetKey` empties the input.
 */
interface FilesFieldProps {
  id: string;
  label: string;
  accept: string;
  resetKey: number;
  onChange: (files: File[]) => void;
}

export function FilesField({ id, label, accept, resetKey, onChange }: FilesFieldProps) {
  return (
    <div className="form-field form-field--wide">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        key={resetKey}
        id={id}
        className="form-control"
        type="file"
        multiple
        accept={accept}
        onChange={(e) => {
          onChange([...(e.target.files ?? [])]);
        }}
      />
    </div>
  );
}
