import { createRetrievalEngine } from '../src/engine/retrieval.ts';
const e = createRetrievalEngine();
for (const q of process.argv.slice(2)) console.log('##', q, '\n  ', e.analyze(q).answer.message, e.analyze(q).answer.guardrail);
