/** The frame of a news item's view and forms: a modal over the list, closed by its button,
 * Escape or a click outside (each of which takes its panel out of the URL). */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function NewsDialog({ title, onClose, children }: Props) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="news-dialog" aria-describedby={undefined}>
          <header className="news-dialog__header">
            <Dialog.Title className="news-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="button button--small" aria-label="Close">
              Close
            </Dialog.Close>
          </header>
          <div className="news-dialog__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
