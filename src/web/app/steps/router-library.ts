export { BrowserRouter } from 'react-router';
