export { object } from 'zod';
