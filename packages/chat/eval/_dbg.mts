process.env.SITE_BUILD_DATE ??= '2026-11-24';
const { createRetrievalEngine } = await import('../src/engine/retrieval.ts');
const engine = createRetrievalEngine();
for (const q of process.argv.slice(2)) {
  console.log('\n### ' + q);
  for (const p of engine.search(q, 4)) console.log(p.score.toFixed(2), p.id, p.topic, p.matched.join(','));
  console.log('→', (await engine.answer(q)).message.slice(0, 400));
}
