/**
 * The frame of a record's form over its list: a modal closed by its button, Escape or a click
 * outside (each of which takes the panel out of the URL).
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import '../../components/dialog/dialog.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function ReferenceDialog({ title, onClose, children }: Props) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="reference-dialog" aria-describedby={undefined}>
          <header className="reference-dialog__header">
            <Dialog.Title className="reference-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="button button--small">Close</Dialog.Close>
          </header>
          <div className="reference-dialog__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
