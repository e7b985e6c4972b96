/** The lookup box's clear button: the same in the loaded box and in its stand-in (LazyLookup). */
export function LookupClear({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button
      type="button"
      className="lookup__clear"
      aria-label={`Clear ${label}`}
      title={`Clear ${label}`}
      onClick={onClear}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
