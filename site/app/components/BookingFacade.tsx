// The booking island's code (islands/registry.ts): the section from @agency/ui, in a chunk of its own that only the
// appointments page loads.
export { BookingFacade } from '@agency/ui';
