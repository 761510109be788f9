import { brand } from '@agency/content';
import { createAnalytics } from './analytics';

/** The site's analytics, with the ids of the brand record (empty ids: nothing loads). */
export const analytics = createAnalytics(brand.analytics);
