import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/components.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadScreenAt } from './app/ScreenLoader.tsx';
import { forgetLegacyToken } from './lib/store/persisted-state.ts';

forgetLegacyToken();
preloadScreenAt(window.location.pathname, window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
