import { computeIep } from '../src/engine/computed.ts';
for (const q of process.argv.slice(2)) console.log(computeIep(q, '2026-11-24')?.sentences);
