import { fillTokens, getAdvisors, getStaffToolsCopy, getTokenValues } from '@agency/content';
import {
  blogQualityReport,
  defaultQualityContext,
  getPostDrafts,
  newPostDraft,
  postStatus,
  postToMarkdown,
  validatePostDraft,
} from '@agency/staff/rules';
import { BlogAdmin } from '@agency/staff';
import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';
import { useStaffPosts } from './posts';
import { StaffBar } from './StaffBar';
import { today } from './today';

/**
 * The published posts and the editor: live preview, the quality checks, a ready-to-commit file. Drafts and scheduled
 * posts are not in the browser (they stay in the repository; `pnpm content:check` reports on them).
 */
export default function AdminBlogView({ email }: { email: string }) {
  const posts = useStaffPosts();
  const date = today();
  const tokens = getTokenValues();
  const context = useMemo(() => defaultQualityContext(posts), [posts]);
  return (
    <>
      <StaffBar email={email} />
      <BlogAdmin
        posts={getPostDrafts(posts).map((draft) => ({ draft, status: postStatus(draft, date) }))}
        advisors={getAdvisors().map((advisor) => ({ id: advisor.id, name: advisor.name }))}
        newDraft={() => newPostDraft(date)}
        check={(draft) => blogQualityReport(draft, context, date)}
        validate={(draft) => validatePostDraft(draft, posts)}
        renderPreview={(markdown) => renderMarkdown(fillTokens(markdown, tokens))}
        toFile={postToMarkdown}
        copy={getStaffToolsCopy()}
      />
    </>
  );
}
