// @agency/ui/mocks/node: an msw server with the happy-path handlers, for Vitest (jsdom or node environment).
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
