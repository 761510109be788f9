// @agency/content/contracts: the shape of each call across a boundary, defined once: the chat call, the lead call and
// the staff sign-in. Plain constants, types and tiny pure functions (no zod, no data beyond the few constants they
// name), so a browser bundle (the widgets in @agency/ui), the functions, the msw mocks and the tests share them.
export * from './auth';
export * from './chat';
export * from './lead';
