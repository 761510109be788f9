import { createRetrievalEngine, questionParts } from '../src/engine/retrieval.ts';
const e = createRetrievalEngine();
for (const q of process.argv.slice(2)) {
  console.log('##', q, JSON.stringify(questionParts(q)));
  for (const p of e.search(q, 5)) console.log('  ', p.score.toFixed(1), p.id, '|', p.title);
}
