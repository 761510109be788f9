// Test helper run as a child process: opens PGlite in the given data folder, inserts one lead, prints its id and
// kills itself (SIGKILL: no close, no exit handlers), so a test can prove the committed lead survives a crash.
import { writeSync } from 'node:fs';
import { createLeadRepository } from '../leads';
import { openDatabase } from '../open';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: insert-then-die.ts <PGlite data folder>');
const db = await openDatabase({ dataDir });
const { id } = await createLeadRepository(db.sql).insertLead({
  name: 'Crash Survivor',
  phoneE164: '+12055550111',
  zip: null,
  state: null,
  bestTime: 'evening',
  topic: null,
  page: '/contact',
  userAgent: null,
  ipHash: null,
  receivedAt: new Date(),
  consent: { given: true, text: 'consent text', version: 'v-test' },
});
writeSync(1, `${id}\n`);
process.kill(process.pid, 'SIGKILL');
