/**
 * Renders the pending toasts (Radix Toast): polite for news, assertive for errors; each closes
 * by itself after a few seconds (errors stay a little longer) or with its close button.
 */
import * as Toast from '@radix-ui/react-toast';
import './toast.css';
import { useToastStore, type ToastItem } from './toast-store.ts';

const DURATION_MS = 5_000;
const ERROR_DURATION_MS = 8_000;

function ToastCard({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <Toast.Root
      className={`toast toast--${item.tone}`}
      type={item.tone === 'error' ? 'foreground' : 'background'}
      duration={item.tone === 'error' ? ERROR_DURATION_MS : DURATION_MS}
      onOpenChange={(open) => {
        if (!open) dismiss(item.id);
      }}
    >
      <div className="toast__text">
        <Toast.Title className="toast__title">{item.title}</Toast.Title>
        {item.description ? (
          <Toast.Description className="toast__description">{item.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.Close className="toast__close" aria-label="Close">
        <span aria-hidden="true">×</span>
      </Toast.Close>
    </Toast.Root>
  );
}

export function ToastViewport() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <Toast.Provider swipeDirection="right" label="Notification">
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
