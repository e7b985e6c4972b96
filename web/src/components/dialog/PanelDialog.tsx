/**
 * The frame of a record's view or form over its list: a modal with a title bar, closed by its
 * button, Escape or a click outside (each of which takes the panel out of the URL).
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './dialog.css';

interface Props {
  title: string;
  onClose: () => void;
  /** Room for side-by-side content (an editor beside its preview). */
  wide?: boolean;
  children: ReactNode;
}

export function PanelDialog({ title, onClose, wide = false, children }: Props) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={wide ? 'panel-dialog panel-dialog--wide' : 'panel-dialog'}
          aria-describedby={undefined}
        >
          <header className="panel-dialog__header">
            <Dialog.Title className="panel-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="button button--small">Close</Dialog.Close>
          </header>
          <div className="panel-dialog__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
