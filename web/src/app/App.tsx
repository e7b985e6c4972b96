import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSessionBootstrap } from '../features/session/use-session-bootstrap.ts';
import { createAppRouter } from './router.tsx';

export function App() {
  useSessionBootstrap();
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
