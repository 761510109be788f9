// @agency/ui/mocks: msw handlers for stories, unit tests and the site's end-to-end tests. Never ship it to visitors.
export { chatFunctionPath, chatFunctionPattern, leadFunctionPath, leadFunctionPattern } from './endpoints';
export { leadHandlers, mockLeadId, mockLeadPhoneIssue, mockLeadUnavailableMessage } from './lead';
export { chatHandlers, handlers, mockChatReply, mockHtmlReply } from './handlers';
export type { ChatRequestBody } from './handlers';
