// Saving files from the staff tools: a Blob behind a temporary object URL and a temporary link, clicked once.
// Runs only in event handlers (never while prerendering).

import type { PostFile } from './types';

/** Where a post's markdown file belongs in the repository. */
export const postsFolder = 'packages/content/src/collections/blog/posts/';

/** Offers `data` as a download named `fileName`. */
export function downloadFile(fileName: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers one post's markdown file as a download. */
export function downloadPostFile(file: PostFile): void {
  downloadFile(file.fileName, file.content, 'text/markdown;charset=utf-8');
}

/** Offers several post files as one .zip (fflate, loaded on first use: only the migration tool needs it). */
export async function downloadPostZip(zipName: string, files: ReadonlyArray<PostFile>): Promise<void> {
  const { strToU8, zipSync } = await import('fflate');
  const entries = Object.fromEntries(files.map((file) => [file.fileName, strToU8(file.content)]));
  downloadFile(zipName, zipSync(entries), 'application/zip');
}
