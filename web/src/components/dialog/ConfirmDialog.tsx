/**
 * "Are you sure?" before an action that cannot be undone (Radix Dialog: focus stays inside,
 * Escape closes). Confirming runs `onConfirm`; the dialog shows it working, closes when it
 * succeeds, and stays open with the reason when it fails, so the user can retry or cancel.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { failureReason, type FailureReason } from '../../lib/form/failure-reason.ts';
import './dialog.css';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** What confirming shows while `onConfirm` runs. */
  pendingLabel?: string;
  tone?: 'danger' | 'default';
  onConfirm: () => unknown;
}

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel = 'Working…',
  tone = 'default',
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FailureReason | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (err) {
      setError(failureReason(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // While the action runs, the dialog stays: closing would hide how it ended.
        if (pending) return;
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          // Radix ties the description by itself; without one, say there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // The safe choice has the focus, so Enter does not destroy anything by accident.
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          ) : null}
          {error ? (
            <p className="dialog__error" role="alert">
              {error.message}
              {error.requestId ? (
                <span className="dialog__request">Request ID: {error.requestId}</span>
              ) : null}
            </p>
          ) : null}
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button ref={cancelRef} type="button" className="button" disabled={pending}>
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={tone === 'danger' ? 'button button--danger' : 'button button--primary'}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => void confirm()}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
