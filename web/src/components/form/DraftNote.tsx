import { Banner } from '../feedback/Banner.tsx';

/** Says the form shows input from an earlier visit, and offers to start over. */
export function DraftNote({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Banner
      tone="info"
      action={
        <button type="button" className="button button--small" onClick={onDiscard}>
          Discard
        </button>
      }
    >
      Restored your unsaved changes.
    </Banner>
  );
}
