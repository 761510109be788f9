// The clauses of a multi-part question, each with the statements that set its scene, and what a later clause's "it"
// or "then" stands for; the patterns of coverage kinds and periods a clause names, shared with the query expansion
// and the multi-part answer.
import { topicScores } from '../topics.ts';

/**
 * The clauses of a multi-part question ("When should I sign up, and will I pay a penalty?"), each with the
 * statements that set its scene ("I turn 65 in March."). One clause for a simple question.
 */
export function questionParts(text: string): string[] {
  const pieces = text
    .split(/(?<=[?!.])\s+(?=[A-Za-z])/)
    .map((piece) => piece.trim())
    .filter(Boolean)
    // "Are you Medicare? Like the government?": the same question said again in other words.
    .reduce<string[]>((kept, piece) => {
      if (kept.length > 0 && /^(like|i mean|as in|meaning|you know|ya know)\b/i.test(piece))
        kept[kept.length - 1] = `${kept[kept.length - 1]} ${piece}`;
      else kept.push(piece);
      return kept;
    }, []);
  const statements: string[] = [];
  const clauses: string[] = [];
  for (const piece of pieces) {
    const isQuestion =
      piece.endsWith('?') ||
      /^(when|what|how|which|who|where|why|can|could|do|does|did|will|would|should|is|are|am|if|and|also|plus)\b/i.test(
        piece,
      );
    if (!isQuestion) {
      statements.push(piece);
      continue;
    }
    // "...or what is the penalty?" asks a second question; "can she put it off, or does it have to be her own job?"
    // asks the same one two ways, so "or" splits only before a question word.
    for (const clause of piece.split(
      new RegExp(
        `,?\\s+(?:and|also|plus)\\s+(?=${clauseStart})|,?\\s+or\\s+(?=(?:what|when|how|which|who|where|why)\\b)|;\\s+`,
        'i',
      ),
    ))
      if (clause.trim()) clauses.push(clause.trim());
  }
  // "What's the difference between the IEP and the GEP?": what each one is.
  const periods = periodPairPattern.exec(text);
  if (periods && pieces.length === 1) return [`what is the ${periods[2]}`, `what is the ${periods[3]}`];
  // "How much is Part A and Part B in 2026?": the same question about each.
  const pair = /\b(part [abcd]) and (part [abcd])\b/i.exec(text);
  if (
    pair &&
    /\b(how much|cost|costs|premium|premiums|deductible|price|pay)\b/i.test(text) &&
    !/\b(differ\w*|vs\.?|versus|compare\w*|between|both)\b/i.test(text) &&
    pieces.length === 1
  )
    return [text.replace(pair[0], pair[1]!), text.replace(pair[0], pair[2]!)];
  if (clauses.length === 0) {
    // No sentence reads as a question ("2 questions: does plan n cover X, and when is Y"): split the statements.
    const split = text
      .split(new RegExp(`,?\\s+(?:and|also|plus)\\s+(?=${clauseStart})|;\\s+`, 'i'))
      .map((clause) => clause.trim())
      .filter(Boolean);
    return split.length > 1 ? withEllipsis(split) : [text];
  }
  // "...between Part A and Part B, and how much does each cost?": the later clause asked about each of the two.
  const expanded = clauses.flatMap((clause, index) => {
    const both = index > 0 ? /\b(part [abcd]) and (part [abcd])\b/i.exec(clauses[index - 1]!) : null;
    if (!both || !/\b(each|both|them|they|each one)\b/i.test(clause) || /\bpart [abcd]\b/i.test(clause))
      return [clause];
    const bare = clause
      .replace(/\b(each one|each|both|them|they)\b/i, '')
      .replace(/[?.!]+$/, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
    return [`${bare} for ${both[1]}?`, `${bare} for ${both[2]}?`];
  });
  const context = statements.join(' ');
  return withEllipsis(expanded).map((clause) => (context ? `${context} ${clause}` : clause));
}

/** The kind of coverage a clause is about. */
export const entityPattern =
  /\b(part [abcd]|medicare advantage|advantage|medigap|medicare supplement|plan [a-n]|extra help|irmaa)\b/i;

/** Two enrollment periods named together ("the IEP and the GEP", "AEP vs OEP"). */
const periodName =
  '(iep|gep|sep|aep|oep|initial enrollment period|general enrollment period|special enrollment period|annual enrollment period|initial enrollment|general enrollment|special enrollment|annual enrollment)';
const periodPairPattern = new RegExp(
  `\\b(the )?${periodName}\\s+(?:and|vs\\.?|versus|or)\\s+(?:the\\s+)?${periodName}\\b`,
  'i',
);

/** A period or program a later clause may call "it". */
export const referentPattern =
  /\b(aep|oep|annual enrollment period|open enrollment|general enrollment period|initial enrollment period|special enrollment period|irmaa|extra help|medicaid|cobra|the birthday rule)\b/i;

/** An amount a clause asks about ("the part b deductible"), for a later clause that says "it". */
const amountPattern =
  /\b(?:(?:part [abcd]|medigap|plan [a-n]|part d|drug|advantage)\s+)?(?:late (?:enrollment )?)?(premium|deductible|penalty|out[- ]of[- ]pocket (?:cap|limit|max\w*)|coinsurance)\b/i;

/** Words a clause of a multi-part question starts with. */
const clauseStart =
  "(?:will|would|can|could|do|does|did|is|are|am|what|whats|what's|how|hows|how's|when|whens|when's|should|which|who|where)\\b";

/** "...have a birthday rule, and does florida?": a clause of 1-3 words borrows the rest of the clause before it. */
function withEllipsis(clauses: string[]): string[] {
  return clauses.map((clause, index) => {
    const words = clause.replace(/[?.!]/g, '').trim().split(/\s+/);
    if (index === 0) return clause;
    if (words.length > 3) {
      // "what's the part b deductible, and does plan g pay it": "it" is the amount the clause before asked about.
      const amount = amountPattern.exec(clauses[index - 1]!)?.[0];
      // An amount is paid or covered, never missed: "...and when can I sign up for Part B if I missed it" missed a window.
      if (
        amount &&
        /\b(it|that|this one)\b/i.test(clause) &&
        !amountPattern.test(clause) &&
        !/\b(miss\w*|skip\w*|forg[eo]t\w*|late for) (it|that|this one)\b/i.test(clause)
      )
        return clause.replace(/\b(it|that|this one)\b/i, `the ${amount}`);
      // "...the part d deductible in 2027, and is there still an out of pocket cap": the same kind of coverage.
      const entity = entityPattern.exec(clauses[index - 1]!)?.[0];
      // "what's Medicare Advantage and how is it different from Medigap", "when is AEP and what if I miss it": "it"
      // is what the clause before named.
      const referent = entity ?? referentPattern.exec(clauses[index - 1]!)?.[0];
      if (referent && /\bit\b/i.test(clause) && !clause.toLowerCase().includes(referent.toLowerCase()))
        return clause.replace(/\bit\b/i, referent);
      // "When does AEP start, and can I switch then?": "then" is the period the clause before named.
      const period = referentPattern.exec(clauses[index - 1]!)?.[0];
      if (period && /\bthen\b/i.test(clause) && !clause.toLowerCase().includes(period.toLowerCase()))
        return clause.replace(/\bthen\b/i, `during the ${period}`);
      return entity && !entityPattern.test(clause) && topicScores(clause).size === 0
        ? `${clause.replace(/[?.!]+$/, '')} for ${entity}?`
        : clause;
    }
    // "...IRMAA for 2026, and can I appeal?": a short clause with its own verb is about what the clause before named.
    const named =
      entityPattern.exec(clauses[index - 1]!)?.[0] ?? referentPattern.exec(clauses[index - 1]!)?.[0];
    if (named && words.length >= 2 && /^(can|could|do|does|will|would|should|is|are|how)\b/i.test(words[0]!))
      return `${words.join(' ')} ${named}?`;
    const previous = clauses[index - 1]!.replace(/[?.!]/g, '').trim().split(/\s+/);
    return `${words.join(' ')} ${previous.slice(Math.min(previous.length - 1, words.length)).join(' ')}?`;
  });
}

/** The clause of a part, without the statements put before it. */
export function clauseOf(part: string): string {
  const pieces = part.split(/(?<=[.!])\s+/);
  return pieces[pieces.length - 1] ?? part;
}
