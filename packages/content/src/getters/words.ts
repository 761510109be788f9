// Interface words that lived in code (issue 14): the site's own frame and headings, the chat function's replies and
// knowledge, the staff pages' and tools' labels. Each comes with its schema's type, so code that reads a key the data
// lost fails to build.
import { chatBasicsData, chatCopyData } from '../collections/chat-copy/chat-copy.data';
import type { ChatBasic, ChatCopy } from '../collections/chat-copy/schema';
import { chatKnowledgeData } from '../collections/chat-knowledge/chat-knowledge.data';
import type { ChatKnowledge } from '../collections/chat-knowledge/schema';
import type { SiteCopy } from '../collections/site-copy/schema';
import { siteCopyData } from '../collections/site-copy/site-copy.data';
import type { StaffToolsCopy } from '../collections/staff/schema';
import { staffToolsCopy } from '../collections/staff/staff-tools.data';
import { staffPagesCopy, staffSignInCopy } from '../collections/staff/staff.data';
import { fillTokensDeep } from '../tokens';
import { getCycle, getTokenValues, once, resolved } from './resolve';

/** Copy of the staff sign-in (/auth); {account} (the signed-in email address) is filled by the widget. */
export function getStaffSignInCopy(): typeof staffSignInCopy {
  return resolved('staff-sign-in', staffSignInCopy);
}

/** The frame of the staff pages: titles, intros, the signed-in bar. */
export function getStaffPagesCopy(): typeof staffPagesCopy {
  return resolved('staff-pages', staffPagesCopy);
}

/**
 * The site's own words: the title frame ('{title} | {agencyName}'), breadcrumbs, the headings of the advisor, blog
 * and place pages, and their keywords. {agencyName} is filled; {title}, {name}, {city}, ... are left for the page.
 */
export function getSiteCopy(): SiteCopy {
  return resolved('site-copy', siteCopyData);
}

/**
 * The chat function's words: the closing line, the guardrails' replies, the errors a visitor may read. {agencyName}
 * {phone} and {officeHours} are left for the chat to fill with the brand it answers for (its grounding content), {year}
 * with the year asked about; the other tokens are filled.
 */
export function getChatCopy(): ChatCopy {
  // Kept per build date: its year tokens ({planYear}) follow the season, and a long-running chat changes day.
  return once(`chat-copy@${getCycle().date}`, () => {
    const { agencyName: _agencyName, phone: _phone, officeHours: _officeHours, ...values } = getTokenValues();
    return fillTokensDeep(chatCopyData, values);
  });
}

/** The definitions the chat answers "What is Medicare?" and the like from, tokens filled. */
export function getChatBasics(): ReadonlyArray<ChatBasic> {
  return resolved('chat-basics', chatBasicsData);
}

/** The situations the chat answers (working past 65, COBRA, HSA, VA, moving, Medigap rights, the agency), with sources, tokens filled. */
export function getChatKnowledge(): ReadonlyArray<ChatKnowledge> {
  return resolved('chat-knowledge', chatKnowledgeData);
}

/** The staff tools' words (blog editor, quality check, migration, content strategy); the tools fill their tokens. */
export function getStaffToolsCopy(): StaffToolsCopy {
  return resolved('staff-tools', staffToolsCopy);
}
