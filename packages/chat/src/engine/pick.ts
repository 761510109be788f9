// A plan-recommendation request, read by its structure rather than by its wording: a request for a choice, an
// opinion or a ranking (the "ask") whose object is something a visitor picks between (a plan type, a plan letter, an
// insurance company). Each part is a small set of concepts, so a new phrasing of the same request ("should i go
// advantage", "just tell me G or N", "would you put your own mother in an Advantage plan", "what do most people pick
// around here") is found without listing it. The text is expected lower-cased, typos already corrected.

/** Someone a pick is for: the visitor, a relative, "they". */
const who =
  '(i|we|he|she|they|u|my (?:mom|dad|mother|father|husband|wife|parents?|spouse|grandma|grandpa|grandmother|grandfather|sister|brother|aunt|uncle|son|daughter|friend|neighbou?r|folks|family|(?:mother|father)[- ]in[- ]law)|(?:mom|dad|mother|father))';

/** Verbs of taking, keeping or leaving a plan. */
const takeVerb =
  '(go|goes|going|get|gets|getting|pick|choose|take|buy|switch|stay|keep|drop|join|try|enroll|sign|change|move|leave|stick|put|purchase|select|opt)';

/** Plan letters next to each other ("G or N", "F to G", "g vs n"): a Medigap choice even without the word "plan". */
const letterPair =
  '\\b(?:plan )?[abcdfgklmn] (?:or|vs\\.?|versus|and|to|over|instead of) (?:the )?(?:high[- ]deductible |hd )?(?:plan )?[abcdfgklmn]\\b';

/** What a visitor picks between. `carrier` is the alternation of insurance company names. */
function objectSource(carrier: string): string {
  return `\\b(?:${carrier}|plan [a-n]|medigap|supplements?|medicare advantage|advantage( plans?)?|part d( plans?)?|drug plans?|ppos?|hmos?|pffs|d-?snps?|snps?|original medicare|regular medicare|plans?|polic(?:y|ies)|compan(?:y|ies)|carriers?|insurers?|insurance compan(?:y|ies))\\b|${letterPair}`;
}

/** Objects that name a kind of coverage or a company, not just "a plan" (or a drug plan, which a job or the VA may replace). */
function specificObjectSource(carrier: string): string {
  return `\\b(?:${carrier}|plan [a-n]|medigap|supplements?|advantage|ppos?|hmos?|pffs|d-?snps?|snps?|original medicare|regular medicare)\\b|${letterPair}`;
}

/** The chat's own judgment asked for about something: "would you pick...", "your opinion", "do you like...". */
const opinionPatterns: readonly RegExp[] = [
  new RegExp(
    `\\b(would|wouldn'?t) (you|u|ya|y'?all)( personally| yourself| really| honestly| ever)? (pick|choose|go with|go for|put|buy|recommend|suggest|prefer|trust|stick with|rather|vote for)\\b`,
  ),
  /\b(do|did) (you|u|ya|y'?all)( personally| yourself| really| honestly)? (recommend|suggest|prefer|like|trust|favou?r|think \w+ (is|are) (better|best|good|worth))\b/,
  /\bwhat (do|would|did) (you|u|ya|y'?all) (think|say|feel|hear) (of|about)\b/,
  /\b(what|which|who) (do|would) (you|u|ya|y'?all) (think|say|feel)\b[^?!]{0,30}\b(should|better|best|good|right|do|pick|choose|go with)\b/,
  /\b(your|ur|you'?re|youre) (own |honest |personal |professional |gut )?(opinion|pick|choice|take|advice|vote|gut|preference|favou?rite|recommendation|suggestion|thoughts)\b/,
  /\b(do|don'?t) (you|u|ya|y'?all) think\b[^.?!]{0,40}\b(should|better|best|good|right|worth|smart)\b/,
  // Someone else's pick to agree with: "my friend said I should get X, do you agree?", "is she right?".
  /\b(do|would) (you|u|ya|y'?all) agree\b|\b(is|was|are|were) (he|she|they|that|my \w+) right\b/,
  /\b(thoughts|opinions?|yes or no|thumbs up( or down)?|good or bad|yay or nay)\s*[?!.]*\s*$/,
  /\b(what|which)\b[^.?!]{0,25}\bwould (you|u|ya|y'?all) (sign up for|enroll in|join|get|take|buy|pick|choose|use|go with)\b/,
  /\byou'?re the (expert|pro|professional)\b|\byou know (best|better|this stuff|what you'?re doing|the plans)\b/,
];

/** The chat asked to stand in the visitor's place: "what would you do", "if you were me". A pick, object or not. */
const inMyPlacePatterns: readonly RegExp[] = [
  /\b(what|which)( one)? (would|should) (you|u|ya|y'?all) (do|pick|choose|get|go with|buy)\b/,
  /\bwhat (you|u|y'?all) would (do|pick|choose|get|go with)\b|\bwould (you|u|y'?all) do (the same|that|it)\b/,
  /\bif (you|u|ya) (were|was|are) (me|us|him|her|them|in my|in her|in his|in our)\b|\bin (my|her|his|our) (shoes|position|place)\b|\bif (it|that|this) (was|were|is) (you|your|ur)\b/,
];

/** A judgment asked about an option: "is plan g worth the money", "would it be dumb to switch", "most reliable". */
const evaluativePattern =
  /\b(smart|smarter|smartest|dumb|dumber|stupid|wise|wiser|unwise|(a |big )?mistake|rip[- ]?offs?|scams?|worth (it|the money|the cost|a (try|shot|look)|\w+ing)|(most |more )?(reliable|trustworthy|reputable|dependable)|good idea|bad idea|(a )?(good|great|bad|smart) (deal|choice|fit|move|option|pick|call)|the way to go|any good|no good|safe(r|st)? (choice|bet|option|pick|plan))\b/;

/** A plain judgment asked of a named option: "is humana a good company", "are aetna plans any good", "is uhc good". */
const plainJudgmentPattern =
  /\b(is|are|was|were)\b[^.?!]{0,40}\b(good|bad|great|decent|legit|solid|terrible|awful|reliable|reputable|trustworthy)\b/;

/** A judgment for a person: "good for my dad", "right for us", "what works best for someone like me". */
const forPersonPattern =
  /\b(good|right|best|better|ideal|suitable|(would|will|could) (that|it|this|they|one|\w+) (really )?work( out)?|make (more )?sense)\b[^.?!]{0,25}\bfor (me|us|him|her|them|my \w+|someone|somebody|a person|people like|(a|an) (\w+ ){0,2}(person|man|woman|lady|guy|couple|retiree|senior|widow\w*|diabetic|smoker|veteran|(\d+|sixty[- ]\w+)[- ](year|yr)[- ]old))\b/;

/** A recommendation or advice asked for by name: "need a recomendation on a drug plan". */
const adviceNounPattern = /\b(rec+om+end\w*|sug+est\w*|advice|advise|pointers)\b/;

/** The choice deferred to the chat: "I'll go with whatever you say", "up to you", "you decide". */
const deferencePattern =
  /\b(whatever|what) (you|u|y'?all) (say|think|recommend|suggest|pick|choose|tell me)\b|\b(it'?s |its )?up to (you|u)\b|\b(you|u) (decide|choose|pick) for (me|us)\b|\b(you|u) (decide|choose|pick)\s*[.!?]*$|\b(can|could|would|will) (you|u|y'?all) (just |please )?(decide|choose|pick)( one)?( for (me|us|him|her|them))?\s*[.!?]*$|\b(don'?t|do not|dont) know (what|which)( one)? to (pick|choose|get|go with)\b/;

/** The cheapest or best for a person, the thing unnamed: "whatever is cheapest for my mom". */
const superlativeForPersonPattern =
  /\b(cheapest|best|least expensive|most affordable|lowest[- ]cost(ing)?)\b(?! (time|way|ways|day|month|age|place to|date))( \w+){0,3} for (me|us|him|her|them|my \w+)\b/;

/** A superlative pick of a thing: "sign me up for the best one", "the smartest plan to get", "#1 medigap company". */
const superlativeThingPattern =
  /\b(best|smartest|wisest|safest|top|cheapest|right|number one)\b( \w+)? (one|choice|option|pick|deal|value|plans?|compan(y|ies)|carriers?|polic(y|ies)|supplements?|medigap|insurers?)\b|\bthe one to (get|pick|buy|choose|go with)\b|\bbang for (the|your) buck\b|(^|\s)#1\b|\blowest (rates?|premiums?|prices?|copays?|costs?)\b/;

/** Help deciding between options: "torn between", "can't decide", "settle it for us". */
const decidingPattern =
  /\b(torn between|can'?t decide|cannot decide|undecided|on the fence|settle (it|this|the (debate|argument))|break the tie|tie[- ]?breaker|(decide|choose|pick) between)\b/;

/** A pick asked of someone: "should I go advantage", "should my dad switch to G". */
const shouldPattern = new RegExp(`\\bshould ${who}( just| really| still)?( \\w+)? ${takeVerb}\\b`);

/** "Should I do Plan N?": "do" a plan, said of a named one. */
const shouldDoPattern = new RegExp(`\\bshould ${who} (do|try|go)( with)?( a| an| the)? \\w+`);

/** "Just tell me", "pick one for me", "decide for us": the visitor hands the choice over. */
const directivePatterns: readonly RegExp[] = [
  /\b(just |please |pls )?(tell|show|give) (me|us)\b[^.?!]{0,25}\b(which|what|one|or|to (get|pick|choose|buy|go with))\b/,
  /\b(tell|show) (me|us) (if|whether) (i|we|he|she|they|my \w+) should\b/,
  new RegExp(
    `\\b(pick|choose|decide|select|find)( (a|an|the|one|my|some|something))?( \\w+){0,3} for (me|us|him|her|them|${who})\\b`,
  ),
  /\b(pick|choose|name) (one|the plan|a plan|a company|the company|a winner)\b/,
  // "I just want the name of the plan", "give me the company's name".
  /\b(want|give me|tell me|need|send me|just)\b[^.?!]{0,12}\bthe name of (the|a|one) (plan|company|carrier|insurer|policy)\b/,
];

/** A ranking or what others pick: "rank the top 3", "most popular", "what do most people pick". */
const rankingPattern =
  /\b((rate|grade|score) (the |these |those |all the |your )?(\w+ )?(compan\w*|carriers?|plans?|supplements?|insurers?|polic\w*)|(covers?|pays?|offers?|gives?) the most|(has|have|with) the (biggest|largest|widest|best|most) (networks?|doctors|specialists|cardiologists|hospitals|dentists|extras|benefits)|the most (coverage|benefits|extras)|rank\w*|top (\d+|three|five|ten|two|pick|rated)|number one|#1|highest[- ]rated|best[- ]rated|most popular|star ratings? (of|for) (the )?(compan|carrier|plan))/;
const popularityPattern =
  /\b(sell|sold|buy|bought|pick|picked|choose|chose|recommend|enroll|like|liked)\w* (the )?most\b(?! out of)|\b(which|what)\b[^.?!]{0,40}\b(people|folks|seniors|others|clients|customers)\b[^.?!]{0,15}\b(happy with|like|liked|love|loved|pick|choose|prefer|rave about|swear by)\b|\b(most (of )?(your |the |our |my )?(people|folks|seniors|retirees|clients|customers|members|neighbou?rs|friends|them)|everybody( else)?|everyone( else)?|other (people|folks|seniors|clients))\b[^.?!]{0,25}\b(pick|picks|choose|chooses|go with|goes with|get|gets|have|has|buy|buys|use|uses|like|likes|liked|love|loves|loved|sign up for|enroll in|end up (with|choosing|picking|getting|going with|buying)|prefer|happy with|rave about|swear by)\b|\b(you|u|y'?all|you guys)( \w+)? (sell|sold|recommend|enroll|sign (people )?up for|place|write) (the )?most\b(?! out of)|\bwhat (do|does) (most|everybody|everyone|people)\b[^.?!]{0,20}\b(pick|choose|get|have|go with|buy|use)\b/;

/** A judgment between two named options: "X or Y, which", "X better than Y", "X vs Y". */
function alternativesSource(object: string): string {
  return `(${object})[^.?!]{0,25}\\b(or|vs\\.?|versus|better than|better then|over)\\b[^.?!]{0,12}(${object})|${letterPair}`;
}
const choiceWords =
  /\b(which\b[^.?!]{0,25}\b(should|right for|you|u|would)|should|best for|just tell|tell (me|us) (which|what to|what you)|pick|choose|go with|prefer|decide|rather|would you|what would|your (opinion|pick|take)|for (me|us|him|her|them|my \w+))\b/;

/** Two companies compared, or a winner asked for: "compare cigna and wellcare", "tell me the winner". */
function carrierContestSource(carrier: string): string {
  return `\\bcompare\\b[^.?!]{0,12}\\b(${carrier})\\b|\\b(${carrier})\\b[^.?!]{0,40}\\b(winner|wins|beats?|the edge)\\b`;
}

/** A bare "which company?", "what plan?": the object alone, asked as a choice. */
const bareWhichPattern =
  /\b(which|what) (plan|one|company|carrier|policy|supplement|medigap|insurer)\s*[?!.]*$/;

/** Questions about timing or how things work: "should" there asks when or how, not which. */
const timingOrHowPattern =
  /\b(when|deadline|how long|too late|to late|how soon|penalt\w*|how (do|does|can|would) (i|we|it|he|she)|difference|differ)\b/;

/** Situations where "should I stay on the plan" weighs Medicare against a job's coverage, not one plan against another. */
const workContextPattern =
  /\b(job|employer|work|working|cobra|retiree|union|hsa|va|tricare|spouse'?s|wife'?s|husband'?s|wifes|husbands|company plan|group plan|medicaid)\b/;

/** A time or a way judged, not a plan: "a good time to switch", "the best way to sign up". */
const slotPattern =
  /\b(good|bad|best|right|great|ok|okay|top|cheapest)( \w+)? (time|times|way|ways|day|days|month|months|age|idea to (sign|enroll|wait|delay|apply)|place to|number|website|site|phone)\b/;

/** Subjects that are never plan picks in this chat when they are the only object: Part A, Part B, Medicare itself. */
const enrollmentOnlyPattern = /\b(part [ab]|medicare)\b/;

export interface PickDetector {
  (value: string): boolean;
}

/**
 * Builds the structural pick detector for a carrier alternation (escaped names joined by `|`). The returned function
 * takes lower-cased text with single spaces.
 */
export function pickDetector(carrier: string): PickDetector {
  const object = new RegExp(objectSource(carrier));
  const specific = new RegExp(specificObjectSource(carrier));
  const alternatives = new RegExp(alternativesSource(specificObjectSource(carrier)));
  const carrierName = new RegExp(`\\b(${carrier})\\b`);
  const carrierContest = new RegExp(carrierContestSource(carrier));
  return (value: string) => {
    const hasObject = object.test(value);
    const hasSpecific = specific.test(value);
    // Only Part A, Part B or Medicare itself: signing up, not a pick between plans.
    const planObject = hasSpecific || (hasObject && !workContextPattern.test(value));
    const timing = timingOrHowPattern.test(value);

    // 1. An opinion of the chat's own about a plan, a company or a kind of coverage, or its pick in the visitor's place.
    if (opinionPatterns.some((pattern) => pattern.test(value)) && planObject) return true;
    if (
      inMyPlacePatterns.some((pattern) => pattern.test(value)) &&
      (planObject || !enrollmentOnlyPattern.test(value))
    )
      return hasObject || !timing;
    // 2. A ranking, or what other people pick.
    if (rankingPattern.test(value) && hasObject) return true;
    if (popularityPattern.test(value) && !enrollmentOnlyPattern.test(value.replace(specific, ' ')) && !timing)
      return true;
    if (carrierContest.test(value) || bareWhichPattern.test(value)) return true;
    // 3. Two named options and a request to choose: "advantage or a supplement, which?", "is humana better than aetna".
    if (
      alternatives.test(value) &&
      (choiceWords.test(value) || carrierName.test(value)) &&
      !/\bdifference\b/.test(value)
    )
      return true;
    // 4. A judgment of an option ("is plan g worth the money"), one for a person ("what plan would be good for my
    // dad"), or help deciding ("torn between two plans").
    if (evaluativePattern.test(value) && hasSpecific && !timing) return true;
    // "Is humana a good company?": a company judged is always a pick; a plan judged, unless timing is asked.
    // (Not "is my Blue Cross plan good in other states?": how one's own plan covers something.)
    const ownPlanCoverage =
      /\b(my|his|her|our|their) (\w+ ){0,2}plan\b/.test(value) &&
      /\b(travel\w*|other states?|out of state|network|cover\w*|abroad|overseas)\b/.test(value);
    if (
      !ownPlanCoverage &&
      plainJudgmentPattern.test(value) &&
      (carrierName.test(value) || (hasSpecific && !timing && !slotPattern.test(value)))
    )
      return true;
    if (superlativeThingPattern.test(value) && !slotPattern.test(value)) return true;
    if (forPersonPattern.test(value) && planObject) return true;
    if (decidingPattern.test(value) && planObject) return true;
    if (adviceNounPattern.test(value) && planObject && !timing) return true;
    if ((deferencePattern.test(value) || superlativeForPersonPattern.test(value)) && !timing) return true;
    // 5. "Should I go advantage", "should my mom keep her plan g": a pick for someone, not a question of timing.
    if (shouldPattern.test(value) && planObject && !timing) return true;
    if (shouldDoPattern.test(value) && hasSpecific && !timing) return true;
    // 6. The choice handed over: "just tell me G or N", "pick one for my mom".
    if (
      directivePatterns.some((pattern) => pattern.test(value)) &&
      (hasSpecific || /\b(one|plans?)\b/.test(value))
    )
      return !timing || hasSpecific;
    return false;
  };
}
