// What topics a question points to, and how strongly: the passages' topic rules (topics.ts), then the rules for what
// questions say about coverage kinds, plan changes and their periods, the agency's service, privacy, IRMAA and Extra
// Help; then the question-only evidence (intent-evidence.ts). Cached for the last few questions.
import { getCycle } from '@agency/content';
import { topicScores } from '../topics.ts';
import { addQuestionOnlyIntent } from './intent-evidence.ts';
import { changeOutsideAep } from './outside-aep.ts';

/**
 * Topic evidence in a question: the passage rules plus a few that only make sense for questions. `today` is the
 * engine's build date (YYYY-MM-DD; by default the build date now): "is it too late?" depends on it.
 */
export function questionIntent(question: string, today: string = getCycle().date): Map<string, number> {
  const key = `${today} ${question}`;
  const cached = intentCache.get(key);
  if (cached) return cached;
  const intent = computeIntent(question, today);
  if (intentCache.size > 64) intentCache.clear();
  intentCache.set(key, intent);
  return intent;
}

/** The intents of the last few questions: one message asks for them several times (search, relevance, parts). */
const intentCache = new Map<string, Map<string, number>>();

function computeIntent(question: string, today: string): Map<string, number> {
  const lower = question.toLowerCase();
  const intent: Map<string, number> = topicScores(lower);
  const add = (topic: string, weight: number) => intent.set(topic, (intent.get(topic) ?? 0) + weight);
  const medigap = /medigap|supplement/.test(lower);
  const advantage = /advantage|part c\b/.test(lower);
  if (
    medigap &&
    advantage &&
    /\b(difference|differ\w*|compare|comparison|vs\.?|versus|better|or)\b/.test(lower)
  )
    add('comparison', 8);
  else if (advantage) add('medicare-advantage', 3);
  // "Leave my Advantage plan in March for Original Medicare": the Medicare Advantage Open Enrollment Period.
  if (
    /\b(advantage|part c|original medicare|regular medicare)\b/.test(lower) &&
    /\b(january|february|march|jan|feb|mar)\b/.test(lower) &&
    /\b(switch\w*|chang\w*|leav\w*|drop\w*|go back|get out|move)\b/.test(lower) &&
    !/\b(turn\w* 65|birthday|job|employer|retir\w*|general enrollment|part b)\b/.test(lower)
  )
    add('ma-oep', 6);
  // "Do I get a penalty for no Part D if my job plan has drug coverage?": creditable coverage.
  if (
    /\b(job|work|employer|company|union|retiree)('?s)? (plan|insurance|coverage|health plan)\b[^.?!]{0,25}\b(drugs?|prescriptions?|rx)\b/.test(
      lower,
    )
  )
    add('penalties', 8);
  // "Do I need Part D if I have drug coverage from work?": creditable coverage and the Part D penalty.
  if (
    /\b(drug|prescription|rx|pharmacy) (coverage|plan|benefits?|insurance)\b[^.?!]{0,30}\b(from|through|thru|at|with|by) (my |his |her |our |the )?(work|job|employer|company|union|retiree|va|tricare)\b|\b(work|job|employer|company|union|retiree)('?s)? (drug|prescription|rx) (coverage|plan|benefits?|insurance)\b/.test(
      lower,
    )
  )
    add('penalties', 8);
  // "My plan is going up next year", "my plan is leaving my county": a change for next year, in the AEP or with a
  // Special Enrollment Period.
  if (
    /\b(my|his|her|our|the) (plan|drug plan|part d( plan)?|advantage plan|hmo|ppo)\b[^.?!]{0,30}\b(go(es|ing)? up|increas\w*|more expensive|rais\w*|leav\w*|pull\w* out|exit\w*|discontinu\w*|no longer (offered|available)|(being )?(cancel+ed|dropped|ended|terminated)|not (being )?renew\w*|dropp\w* my (doctor|drug|medicine))\b/.test(
      lower,
    )
  ) {
    // A plan that leaves or ends gives a Special Enrollment Period; a price rise waits for the AEP.
    const leaving =
      /\b(leav\w*|pull\w* out|exit\w*|discontinu\w*|no longer|cancel+ed|dropped|ended|terminated|renew\w*)\b/.test(
        lower,
      );
    add('aep', leaving ? 4 : 6);
    add('enrollment-sep', leaving ? 6 : 4);
  }
  // "When can I sign up for an Advantage plan if I already have Medicare?": the Annual Enrollment Period.
  if (
    /\balready (have|on|got|enrolled in|in) (original )?medicare\b|\bi have (original )?medicare\b/.test(
      lower,
    ) &&
    /\b(advantage|part d|drug plan|part c)\b/.test(lower) &&
    /\b(sign\w* up|join\w*|enroll\w*|get|switch\w*|add)\b/.test(lower)
  )
    add('aep', 6);
  // "Do you sell every plan in my area?": the companies the agency represents, and where to see every option.
  if (
    /\b(every|all( the| of the)?|all available|each) (plans?|companies|carriers|insurance companies|options)\b/.test(
      lower,
    ) &&
    /\b(sell|offer|represent|carry|work with|have|access|show|quote|compare)\b/.test(lower)
  )
    add('our-service', 8);
  // "I don't want to give my SSN on here, is that ok?": what the chat needs (nothing personal).
  if (
    /\b(ssn|ss ?#|social security (number|#|no)|social|mbi|medicare (number|#|id|card number)|personal (info|information|details))\b/.test(
      lower,
    ) &&
    /\b(give|giv\w*|share|sharing|type|enter|put|send|safe|ok|okay|need|want|ask\w*|require\w*|have to)\b/.test(
      lower,
    )
  )
    add('privacy', 8);
  // "Will my supplement pay...?": a Medicare supplement (Medigap), not vitamins.
  if (
    /\bsupplements?\b/.test(lower) &&
    !/\bmedigap|medicare supplement|vitamin\w*|dietary|herbal\b/.test(lower)
  )
    add('medigap', 3);
  // "When can I switch...?" asks for an enrollment period.
  if (
    /^(when|how soon|how late)\b|\b(what|which) (dates?|months?|time)\b|\bdeadlines?\b|\b(best|right|good|only) time (to|for|of (the )?year)\b|\btime of (the )?year\b/.test(
      lower,
    ) &&
    /\b(switch\w*|chang\w*|enroll\w*|sign\w* up|join\w*|leav\w*|drop\w*|buy\w*|apply\w*|review\w*|look\w* (at|over)|compar\w*|shop\w*)\b/.test(
      lower,
    )
  ) {
    for (const topic of ['aep', 'ma-oep', 'enrollment-iep', 'enrollment-gep', 'enrollment-sep'])
      add(topic, 3);
    // "When is the best time to look at plans?": reviewing plans is what the AEP is for.
    if (/\b(review\w*|look\w* (at|over)|compar\w*|shop\w*)\b/.test(lower) && /\bplans?\b/.test(lower))
      add('aep', 6);
  }
  // "Can I change my drug plan in the middle of the year?", "...in February with Original Medicare?": outside the
  // Annual Enrollment Period a change needs the Medicare Advantage window or a Special Enrollment Period.
  if (changeOutsideAep(lower)) {
    add('enrollment-sep', 6);
    if (!/\b(january|february|march|jan|feb|mar)\b/.test(lower)) add('aep', 3);
  }
  if (
    /\b(your|office|business|open|opening) hours\b|^(what are )?(the )?hours\b|\bwhat time (do|are) (you|y'?all)\b|\b(are|r) (you|u) open\b|\bwhen are you open\b/.test(
      lower,
    )
  )
    add('agency', 8);
  if (
    /\bwho pays you\b|\bhow (do|are) (you|y'?all) (get )?paid\b|\bhow do (you|y'?all) make money\b/.test(
      lower,
    )
  )
    add('agency', 8);
  if (
    /\b(irmaa|premium)\b/.test(lower) &&
    /\b(lower\w*|reduc\w*|fix|appeal|passed|died|death|widow\w*|divorc\w*|retired|stopped working|went down|dropped)\b/.test(
      lower,
    )
  )
    add('irmaa', 8);
  if (
    /\b(do|will|would) (you|u|y'?all) charge\b|\bany fees?\b|\bis (your help|it|this) free\b|\b(is|are) (the|your|this) (agency|service|services|help|company|advisors?)( really| actually| truly)? free\b|\bfree to use\b/.test(
      lower,
    )
  )
    add('agency', 8);
  if (/\bextra help\b/.test(lower)) add('extra-help', 6);
  if (/\bannual (coordinated )?election period\b/.test(lower)) add('aep', 8);
  addQuestionOnlyIntent(lower, intent, add, today);
  return intent;
}
