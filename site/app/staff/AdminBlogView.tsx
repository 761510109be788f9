import { fillTokens, getAdvisors, getTokenValues } from '@agency/content';
import {
  blogQualityReport,
  getPostDrafts,
  newPostDraft,
  postStatus,
  postToMarkdown,
  validatePostDraft,
} from '@agency/content/staff';
import { BlogAdmin } from '@agency/ui';
import { renderMarkdown } from '../lib/markdown';
import { StaffBar } from './StaffBar';
import { today } from './today';

/** The posts in the content package and the editor: live preview, the quality checks, a ready-to-commit file. */
export default function AdminBlogView({ email }: { email: string }) {
  const date = today();
  const tokens = getTokenValues();
  return (
    <>
      <StaffBar email={email} />
      <BlogAdmin
        posts={getPostDrafts().map((draft) => ({ draft, status: postStatus(draft, date) }))}
        advisors={getAdvisors().map((advisor) => ({ id: advisor.id, name: advisor.name }))}
        newDraft={() => newPostDraft(date)}
        check={(draft) => blogQualityReport(draft, undefined, date)}
        validate={validatePostDraft}
        renderPreview={(markdown) => renderMarkdown(fillTokens(markdown, tokens))}
        toFile={postToMarkdown}
      />
    </>
  );
}
