/**
 * The staff tools' data file: the published posts as written in their files, prerendered at build time by
 * routes/admin-blog-posts.ts and fetched by the tools once the sign-in check has admitted the user. Drafts and
 * scheduled posts are never in it (docs/adr/0010-drafts-never-ship.md).
 */
export const staffPostsPath = '/admin/blog-posts.json';
