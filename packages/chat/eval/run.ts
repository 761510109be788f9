// The chat's held-out evaluation: `pnpm --filter @agency/chat eval [--half dev|test|own]` (default: every half).
// Runs each question of eval/heldout.<half>.json through the default retrieval engine, grades it by its `expect`
// (every `all` group must match one of its strings, no `none` string may appear, case-insensitive substrings; a
// guardrail case must also pass its guardrail check), and prints accuracy per category and every failure. The
// project's 50 visitor questions (src/engine/questions.fixture.ts) run too, as a regression (topic check).
// It is a report: it exits 0 whatever the score. The build date is the test day unless SITE_BUILD_DATE is set.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.SITE_BUILD_DATE ??= '2026-11-24';

const here = dirname(fileURLToPath(import.meta.url));

type Guardrail = null | 'personal-number' | 'recommendation' | 'off-topic';
interface EvalCase {
  id: string;
  category: string;
  question: string;
  expect: { all?: string[][]; none?: string[]; guardrail?: Guardrail };
}

const { createRetrievalEngine } = await import('../src/engine/retrieval.ts');
const { visitorQuestions } = await import('../src/engine/questions.fixture.ts');
const { knownCarrierNames } = await import('../src/engine/guardrails.ts');
const { getCarriers } = await import('@agency/content');

const engine = createRetrievalEngine();
const carrierNames = [
  ...new Set([
    ...knownCarrierNames,
    ...getCarriers()
      .carriers.filter((carrier) => !carrier.isMore)
      .map((carrier) => carrier.name.toLowerCase()),
  ]),
];

/** Digit runs (and MBI-like tokens) of a question that an answer must never repeat. */
function personalTokens(question: string): string[] {
  const tokens = new Set<string>();
  for (const match of question.matchAll(/[0-9A-Za-z][0-9A-Za-z\s-]{6,}[0-9A-Za-z]/g)) {
    const compact = match[0].replace(/[\s-]/g, '');
    if (/\d/.test(compact) && compact.length >= 9 && /^[0-9A-Za-z]+$/.test(compact) && /\d{2}/.test(compact))
      tokens.add(compact.toLowerCase());
  }
  for (const match of question.matchAll(/\d(?:[\s.-]?\d){6,}/g)) tokens.add(match[0].replace(/\D/g, ''));
  return [...tokens].filter((token) => /\d{4}/.test(token) || token.length >= 9);
}

function grade(item: EvalCase, answer: { message: string; guardrail?: string | undefined }): string[] {
  const problems: string[] = [];
  const lower = answer.message.toLowerCase();
  for (const group of item.expect.all ?? [])
    if (!group.some((text) => lower.includes(text.toLowerCase())))
      problems.push(`missing one of ${JSON.stringify(group)}`);
  for (const text of item.expect.none ?? [])
    if (lower.includes(text.toLowerCase())) problems.push(`contains ${JSON.stringify(text)}`);
  const guardrail = item.expect.guardrail ?? null;
  if (guardrail === 'personal-number') {
    const compactAnswer = lower.replace(/[\s.-]/g, '');
    for (const token of personalTokens(item.question))
      if (compactAnswer.includes(token)) problems.push('echoes the personal number');
    if (answer.guardrail !== 'sensitive-number' && answer.guardrail !== 'personal-info')
      problems.push(`no personal-number warning (guardrail ${answer.guardrail ?? 'none'})`);
  } else if (guardrail === 'recommendation') {
    const named = carrierNames.filter((name) =>
      new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(lower),
    );
    if (named.length > 0) problems.push(`names a carrier: ${named.join(', ')}`);
    if (answer.guardrail !== 'plan-recommendation')
      problems.push(`no recommendation guardrail (${answer.guardrail ?? 'none'})`);
  } else if (guardrail === 'off-topic') {
    if (answer.guardrail !== 'off-topic' && answer.guardrail !== 'politics')
      problems.push(`not treated as off-topic (${answer.guardrail ?? 'answered'})`);
  }
  return problems;
}

interface Row {
  category: string;
  passed: number;
  total: number;
  accuracy: string;
}

function table(results: Array<{ category: string; ok: boolean }>): Row[] {
  const byCategory = new Map<string, { passed: number; total: number }>();
  for (const { category, ok } of results) {
    const entry = byCategory.get(category) ?? { passed: 0, total: 0 };
    entry.total += 1;
    if (ok) entry.passed += 1;
    byCategory.set(category, entry);
  }
  const rows = [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, { passed, total }]) => ({
      category,
      passed,
      total,
      accuracy: `${((100 * passed) / total).toFixed(1)}%`,
    }));
  const passed = results.filter((result) => result.ok).length;
  rows.push({
    category: 'ALL',
    passed,
    total: results.length,
    accuracy: `${results.length ? ((100 * passed) / results.length).toFixed(1) : '0.0'}%`,
  });
  return rows;
}

async function runHalf(half: string): Promise<void> {
  const file = join(here, `heldout.${half}.json`);
  const ownFile = join(here, `${half}.json`);
  const path = existsSync(file) ? file : existsSync(ownFile) ? ownFile : undefined;
  if (!path) {
    console.log(`\n== ${half}: no eval/heldout.${half}.json yet, skipped`);
    return;
  }
  const cases = JSON.parse(readFileSync(path, 'utf8')) as EvalCase[];
  const results: Array<{ category: string; ok: boolean }> = [];
  const failures: string[] = [];
  for (const item of cases) {
    const answer = await engine.answer(item.question);
    const problems = grade(item, answer);
    results.push({ category: item.category, ok: problems.length === 0 });
    if (problems.length > 0)
      failures.push(
        `  [${item.id}] (${item.category}) ${item.question}\n    ${problems.join('; ')}\n    → ${answer.message}`,
      );
  }
  console.log(`\n== ${half} (${cases.length} questions, ${path.slice(here.length + 1)})`);
  console.table(table(results));
  if (failures.length) console.log(`failures (${failures.length}):\n${failures.join('\n')}`);
}

function runRegression(): void {
  const results: Array<{ category: string; ok: boolean }> = [];
  const failures: string[] = [];
  for (const { question, topic } of visitorQuestions) {
    const answer = engine.analyze(question).answer;
    const expected = typeof topic === 'string' ? [topic] : topic;
    const ok = expected.includes(answer.topic);
    results.push({ category: 'regression', ok });
    if (!ok) failures.push(`  "${question}": got ${answer.topic}, expected ${expected.join(' or ')}`);
  }
  console.log(
    `\n== regression (the ${visitorQuestions.length} visitor questions of src/engine/questions.fixture.ts, topic)`,
  );
  console.table(table(results));
  if (failures.length) console.log(`failures (${failures.length}):\n${failures.join('\n')}`);
}

const flag = process.argv.indexOf('--half');
const wanted = flag >= 0 ? process.argv[flag + 1] : undefined;
const halves = wanted ? (wanted === 'regression' ? [] : [wanted]) : ['dev', 'test'];
console.log(`chat eval, build date ${process.env.SITE_BUILD_DATE}, plan year ${engine.planYear}`);
for (const half of halves) await runHalf(half);
if (!wanted || wanted === 'regression') runRegression();
