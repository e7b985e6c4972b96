import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <StrictMode>
      {/* Without transitions: a control whose state lives in the URL (a filter checkbox) shows
          the change at once, instead of snapping back until the transition commits. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
}
