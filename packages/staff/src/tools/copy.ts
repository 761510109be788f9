// The words of the staff tools, given as a prop: @agency/content's `getStaffToolsCopy()` (its staff-tools collection,
// whose schema is the one definition of their shape). Templates hold {tokens} the tools fill ({file}, {posts}); a
// counted token is the number and its unit ('3 posts').
import type { StaffToolsCopy } from '@agency/content';

export type { StaffToolsCopy };
/** Words every tool shares. */
export type StaffCommonCopy = StaffToolsCopy['common'];
/** The two forms of a counted word: 'post' / 'posts'. */
export type StaffUnit = StaffCommonCopy['units']['post'];
export type BlogAdminCopy = StaffToolsCopy['blogAdmin'];
export type BlogQualityCopy = StaffToolsCopy['blogQuality'];
export type MigrationCopy = StaffToolsCopy['migration'];
export type StrategyCopy = StaffToolsCopy['strategy'];
export type LeadsInboxCopy = StaffToolsCopy['leadsInbox'];
