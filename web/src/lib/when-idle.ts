/**
 * Runs `task` once the page is idle, and returns its cancel. Safari has no requestIdleCallback:
 * there (and in test DOMs) the task runs after the current work, on a timer.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(task, 1);
  return () => {
    window.clearTimeout(timer);
  };
}
