// Tokens of the interface copy that the site, the chat function and the staff tools fill with their own values at
// the moment they use a text (a page title, an advisor's name, a post's date, a file name). They are kept apart
// from tokens.ts so a collection of interface copy can name what it needs without touching the shared lists.

/** Tokens of site-copy, chat-copy and staff-tools, filled by the code that shows the text. */
export const copyTokens = [
  // site-copy: the page title before the agency name, an advisor's page, a post's byline
  'title',
  'name',
  'years',
  'states',
  'languages',
  'date',
  'minutes',
  'author',
  // site-copy: a post's topics on the blog list
  'topics',
  // staff-tools: what the staff member is working on, and counted words ('3 posts')
  'file',
  'files',
  'folder',
  'slug',
  'message',
  'number',
  'posts',
  'needs',
  'problems',
  'characters',
  'checks',
  'failed',
  'warnings',
  'gaps',
  'cells',
  'cities',
  'high',
  'medium',
  'low',
  'hidden',
  'topic',
  // staff-tools: the callback requests inbox (a count, a consent's text version, a moment, a webhook failure)
  'requests',
  'version',
  'time',
  'attempts',
  'error',
  // the callback form: the contact section's office hours (the states served are {states})
  'officeHours',
  // the hero's reviews link: the rating, its reviews service (the count is {count})
  'rating',
  'source',
  // service-areas' state-rules words: a birthday rule's start and summary, a state law and its rights
  'since',
  'summary',
  'law',
  'rights',
  // chat-copy: who answers ('can I talk to a person?'): the brand's booking link (with its hours, {officeHours})
  'booking',
  // the callback form's thank-you: the number the visitor gave, when we call (a day, a window, the zone), the reference
  'visitorPhone',
  'when',
  'day',
  'weekday',
  'zone',
  'reference',
  // staff-tools: the blog editor's markdown examples (written by the tool, so no example is taken for a token)
  'headingSyntax',
  'listSyntax',
  'linkSyntax',
  'phoneSyntax',
] as const;

export type CopyToken = (typeof copyTokens)[number];
