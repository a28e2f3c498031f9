// Browser entry: global styles first (components' own CSS must come after them), then the app.
import './styles/tokens.css';
import './styles/base.css';
import './styles/card.css';
import { startApp } from './app/app';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// From a timer: evaluating the app's code is already one long task on a phone, and what startApp
// does is the next (see there).
setTimeout(() => startApp(rootElement), 0);
