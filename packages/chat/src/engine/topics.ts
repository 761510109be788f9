// Topic ids of passages and answers, and a weighted keyword classifier that assigns one to each passage.

/** Topics of grounded answers. Guardrail answers use their guardrail kind as topic. */
export const topics = [
  'enrollment-iep',
  'enrollment-gep',
  'enrollment-sep',
  'aep',
  'ma-oep',
  'part-a-cost',
  'part-b-cost',
  'part-d',
  'irmaa',
  'penalties',
  'extra-help',
  'medigap',
  'medicare-advantage',
  'comparison',
  'additional-coverage',
  'our-service',
  'service-area',
  'privacy',
  'medicare-basics',
  'employer-coverage',
  'hsa',
  'veterans',
  'moving',
  'dual-eligible',
  'agency',
] as const;

export type Topic = (typeof topics)[number];

type Rule = readonly [RegExp, number];

/** Evidence for each topic: a pattern over lower-cased text and its weight. */
const rules: Readonly<Record<Topic, readonly Rule[]>> = {
  'enrollment-iep': [
    [/initial enrollment/, 4],
    [/turn(s|ing)? 65|65th birthday|month you turn/, 3],
    [/birthday month/, 2],
    [/born on (the 1st|june 1)/, 3],
    [/first (time|chance) to sign up|sign up for medicare for the first time/, 3],
    [/when (does|do) (my )?part b (coverage )?start|part b starts/, 3],
  ],
  'enrollment-gep': [
    [/general enrollment/, 6],
    [/missed (my|your) (first chance|initial)/, 4],
    [/miss your initial enrollment/, 4],
  ],
  'enrollment-sep': [
    [/special enrollment/, 4],
    [/5-star|five-star|rated 5 stars|5 stars/, 3],
    [/job-based coverage (from current work )?(ends|is ending)|qualifying life event/, 3],
    [/life event/, 1],
  ],
  aep: [
    [/annual enrollment|\baep\b/, 4],
    [/october 15|december 7/, 3],
    [/checklist/, 2],
    [/annual review|every october|yearly review/, 1],
  ],
  'ma-oep': [
    [/medicare advantage open enrollment/, 8],
    [/one change/, 3],
    [/after january 1/, 3],
    [/\b(february|march)\b/, 2],
    [/january 1 (to|-|and|through) march 31/, 1],
  ],
  'part-a-cost': [
    [/part a (hospital |inpatient )?deductible|part a costs|part a premium/, 5],
    [/benefit period/, 2],
    [/quarters of (covered )?work/, 3],
    [/days 61|days 21/, 2],
  ],
  'part-b-cost': [
    [/part b (standard )?premium|standard part b premium|part b deductible|part b premium and deductible/, 5],
    [/\$202\.90|\$185\.00/, 1],
  ],
  'part-d': [
    [/part d/, 2],
    [/drug/, 1],
    [/donut|coverage gap/, 4],
    [/out-of-pocket (cap|costs for covered drugs)|\$2,100|\$2,400|catastrophic/, 3],
    [/drug list|pharmac/, 1],
  ],
  irmaa: [
    [/irmaa|income-related/, 6],
    [/ssa-44|life-changing event/, 4],
    [/magi|modified adjusted gross/, 3],
    [/high(er)? incomes?|high earners?/, 2],
  ],
  penalties: [
    [/penalt/, 4],
    [/63 days/, 2],
    [/\blate\b/, 1],
  ],
  'extra-help': [
    [/extra help/, 6],
    [/low-income subsidy|medicaid/, 3],
    [/limited income/, 2],
  ],
  medigap: [
    [/medigap|medicare supplement/, 3],
    [/plans? [gnklcf]\b/, 2],
    [/birthday rule/, 3],
    [/high-deductible/, 2],
    [/guaranteed-issue/, 1],
  ],
  'medicare-advantage': [
    [/medicare advantage|part c\b/, 2],
    [/network/, 1],
    [/\bhmo\b|\bppo\b/, 2],
    [/prior authorization/, 2],
    [/maximum out-of-pocket|out-of-pocket limit/, 2],
    [/referral/, 1],
  ],
  comparison: [
    [/medicare advantage vs|versus|which is better/, 4],
    [/two main (ways|paths)|side-by-side look|trade-offs/, 3],
  ],
  'additional-coverage': [
    [/hospital indemnity|final expense|home health|lump-sum|life insurance/, 4],
    [/dental, vision|vision & hearing|cancer, heart attack/, 4],
    [/cash benefit/, 2],
  ],
  'our-service': [
    [/consultation/, 2],
    [/we are paid|commission|free to you|never pay us|no cost to you|referral fee/, 4],
    [/licensed advisor/, 1],
    [/our help|your help/, 2],
    [/insurance companies we represent|carriers|we represent/, 1],
    [/phone or video/, 1],
  ],
  'service-area': [
    [/service area|states we serve|where we help|where you live/, 3],
    [/county|zip code/, 1],
    [/alabama|georgia|florida|tennessee|illinois/, 1],
  ],
  privacy: [
    [/medicare number|social security number/, 5],
    [/scam|fraud|unexpected callers/, 3],
  ],
  'medicare-basics': [
    [/original medicare/, 1],
    [/parts a and b/, 1],
  ],
  'employer-coverage': [
    [
      /still work|keep working|working past|work past|employer|job-based|group (health )?(plan|coverage)|through (my|his|her|our) (job|work)|from (my|his|her) (job|work)/,
      4,
    ],
    [/cobra|retiree (coverage|plan|insurance)/, 6],
    [/retiring|retire at|when i retire|laid off|lose my job|lost my job/, 4],
    [/20 employees|twenty employees|small (company|employer|business)/, 4],
    [
      /(work|working) full[- ]time|with benefits|benefits (through|from|at) (work|my job)|insurance (through|from|at) (work|my job)/,
      4,
    ],
    [/8 months|eight months/, 2],
  ],
  hsa: [[/\bhsa\b|health savings account/, 8]],
  veterans: [[/\bva\b|veterans?|tricare|military/, 8]],
  // "Which plan should he move to?", "move to a cheaper plan": a change of plan, not of home.
  moving: [
    [
      /\bmov(e|ing)\b(?!\s+(over )?(to|into)\s*(\?|$|(a |an )?(different |new |cheaper |lower )?(plan|policy|letter)\b|another (plan|policy|company|carrier|letter)\b|(the |that |this )?(plan|medigap|supplement|advantage|original|part [a-d])\b))|relocat|another state|new state|out of state/,
      8,
    ],
  ],
  'dual-eligible': [
    [/dual eligib|both medicare and medicaid|medicare and medicaid|d-snp|dual special needs/, 6],
    [/los(e|ing|t) (my |her |his )?medicaid|medicaid (is )?(ending|stopping|ends)/, 8],
    [/(got|approved for|qualif\w* for|is on|am on|has|have|getting) medicaid/, 6],
  ],
  agency: [
    [
      /part of (medicare|the government)|government agency|are you (the )?(government|medicare|official)|affiliated|independent/,
      6,
    ],
    [/cost (me )?more|pay more|charge|fee|extra (cost|charge)|going through you/, 4],
  ],
};

/** Weight of each topic's evidence in a text. */
export function topicScores(text: string): Map<Topic, number> {
  const lower = text.toLowerCase();
  const scores = new Map<Topic, number>();
  for (const topic of topics) {
    let score = 0;
    for (const [pattern, weight] of rules[topic]) if (pattern.test(lower)) score += weight;
    if (score > 0) scores.set(topic, score);
  }
  return scores;
}

/**
 * The best topic for a passage: evidence in the title counts double, and `fallback` (the topic of the page the
 * passage comes from) starts with `prior` points. Ties go to the earlier topic in `topics`.
 */
export function classifyTopic(title: string, text: string, fallback: Topic, prior = 0): Topic {
  const totals = new Map<Topic, number>([[fallback, prior]]);
  for (const [topic, score] of topicScores(title)) totals.set(topic, (totals.get(topic) ?? 0) + 2 * score);
  for (const [topic, score] of topicScores(text)) totals.set(topic, (totals.get(topic) ?? 0) + score);
  let best: Topic = fallback;
  let bestScore = 0;
  for (const topic of topics) {
    const score = totals.get(topic) ?? 0;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}
