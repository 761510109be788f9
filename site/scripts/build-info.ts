// The last step of the site's build: build/build-info.json, the day the pages were built for (SITE_BUILD_DATE, else
// today in the agency's time zone) and when, so the local server can say which day it serves and never swap in a
// build whose day is not the one it asked for (server/rebuild.ts).
// Usage: node scripts/build-info.ts   (SITE_BUILD_DIR: another build folder)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getSeason } from '@agency/content';
import { buildDir } from './build-dir.ts';

/** What build-info.json holds. */
export interface BuildInfo {
  /** The day the pages speak of, YYYY-MM-DD. */
  date: string;
  /** When the build finished, ISO 8601. */
  builtAt: string;
}

/** The file name, in the build folder beside client/. */
export const buildInfoFile = 'build-info.json';

if (import.meta.main) {
  const info: BuildInfo = { date: getSeason().date, builtAt: new Date().toISOString() };
  writeFileSync(path.join(buildDir(), buildInfoFile), `${JSON.stringify(info, null, 2)}\n`);
  console.log(`Build info: the pages speak of ${info.date} (${path.join(buildDir(), buildInfoFile)}).`);
}
