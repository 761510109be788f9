// Who is answering: questions about whether the chat is a person, a machine, a licensed agent, Medicare or the
// government, whether it can be trusted, and requests for a human. Read by concepts (who is asked about, and what it is
// asked to be) in each sentence of a message, not by whole phrasings, so "is this a real licensed agent or a
// computer?", "am i talking to medicare" and "my daughter says this is a scam" are all found. The answer's words are
// content's (chat-copy `guardrails.identity`), put together in compose.ts.
import { brand, getChatPersona } from '@agency/content';
import { plain } from './plain.ts';

/** What a visitor asks the chat to be (or not to be). */
export type IdentityKind =
  /** "who am I talking to?", "what are you?" */
  | 'who'
  /** a person or a machine: "are you a real person?", "is this automated?", "is this Sarah?" */
  | 'person'
  /** a licensed agent: "are you licensed?", "is this a real agent?" */
  | 'licensed'
  /** Medicare or the government: "is this Medicare?", "are you with Social Security?" */
  | 'government'
  /** a human wanted: "i want a human", "can I speak to a real person?" */
  | 'human-wanted'
  /** whether the chat is a scam: "is this legit?", "my son thinks this is a scam" */
  | 'trust';

/** Someone asked about, or told to, give a personal number: "they asked for my medicare number". */
export const numberRequestPattern =
  /\b(ask\w*|want\w*|need\w*|request\w*|demand\w*|give|gave|giving|share|shared|verify|verif\w*|confirm\w*|provide|read (it|them) (out|off)|call\w* (me|him|her|us)|letter|texted|emailed)\b[^.?!]{0,40}\b((medicare|social security|soc sec|ssn|ss|mbi|medicare card|card|bank( account)?|account|routing) (number|no|#|info\w*|details)|(medicare|social security|ssn|mbi) card)\b|\b((medicare|social security|ssn|mbi|bank|card) (number|no|#))\b[^.?!]{0,30}\b(ask\w*|want\w*|need\w*|request\w*|verify|confirm)\b/;

/** Who a question is about: the chat, its site, its agency ("are you", "is this", "am I talking to"). */
const youAre =
  "(?:(?:are|r|arent|aren't) (?:you|u|ya|y'?all|y all|yall)(?: guys| all| people| folks)?|(?:is|isn'?t) this(?: chat| site| website| page| thing| number| line| company| agency| service| app| assistant)?|(?:am|are) (?:i|we) (?:talking|chatting|speaking|texting|writing|typing|dealing|messaging)(?: to| with)|(?:you|u|y'?all|y all|yall|you guys)(?: are|'re| r| re)|this (?:is|'s)(?: a| an)?)(?: not| really| actually| even)?";

/** The end of the thing asked about: "is this real?" asks who answers, "is this real medicare..." does not. */
const ends =
  "(?=\\s*(?:$|[?!.,;]| or\\b| right\\b| itself\\b| then\\b| too\\b| i\\b| im\\b| i'?m\\b| typing\\b| answering\\b))";

/** A person answering, or a machine: the persona's first name counts ("is this Sarah?"). */
const personName = getChatPersona().name.toLowerCase().split(/\s+/)[0] ?? '';
const personNoun =
  '(?:human(?: being)?|person|somebody|someone|operator|lady|woman|man|guy|representative|rep|agent|advisor|adviser|broker|bot|robot|ai|a\\.i\\.|chat ?bot|computer(?: program)?|machine|recording|artificial intelligence|chat ?gpt|gpt|virtual (?:assistant|agent)|automated (?:chat|system|assistant|service|program|answers?|replies|message)' +
  (personName ? `|${personName}` : '') +
  ')';
const personEntity = `(?:(?:(?:a|an|the|some)\\s)?(?:(?:real|live|actual|true|human|living|licensed|certified)\\s)*${personNoun}\\b|(?:real|live|alive|human|automated|a\\.?i\\.?|ai-generated|ai generated|computer[- ]generated|for real)${ends})`;

const personPatterns: readonly RegExp[] = [
  new RegExp(`\\b${youAre} ${personEntity}`),
  // "so i'm talking to a computer?": said as a statement, asked as a question.
  /\b(i'?m|im|i am|we'?re) (talking|chatting|speaking|texting) (to|with) (a |an )?(real |live |actual )?(person|human|bot|robot|computer|machine|ai|a\.i\.|chat ?bot|recording)\b[^.!]*(\?|\b(right|huh|then)\b)/,
  // "is it a person or a machine?": "it" only with a word that says what answers.
  /\bis it (a |an )?(real |live |actual )?(person|human|bot|robot|computer|machine|recording|chat ?bot)\b/,
  // "is there a real person there?", "is anyone reading this?", "is somebody typing?"
  /\bis (there|anyone|anybody|someone|somebody) (a |an )?(real |live |actual )?(person|human|agent|advisor|there|on the other end|typing|reading|answering|on the line)\b/,
  /\b(is|are) (a |an )?(real |live |actual )?(person|human|people|agent|advisor) (typing|reading|answering|writing|replying|on the other end|there|behind (this|it))\b/,
  // "are these answers from a person?", "who writes these answers?"
  /\b(answers?|replies|responses|messages)\b[^.?!]{0,20}\b(from|written by|by|typed by) (a |an )?(real |live |actual )?(person|human|ai|a\.i\.|computer|bot|robot|machine|agent|advisor)\b/,
];

/** A licensed agent: "are you licensed?", "do you have a license?", "are you an insurance agent?" */
const licensedPatterns: readonly RegExp[] = [
  new RegExp(
    `\\b${youAre} (?:a |an )?(?:(?:real|actual|licensed|certified|insurance|medicare) )*(?:licensed|certified|agent|advisor|adviser|broker|insurance agent)\\b(?! (in|for) )`,
  ),
  /\b(do|does) (you|u|this chat|this assistant) (have|hold) (a |an )?(license|licence)\b/,
];

/** Medicare or the government as what the chat might be: "is this medicare?", "are you with social security?" */
const governmentEntity =
  '(?:(?:the |a |an )?(?:official |real |actual )?(?:medicare(?:\\.gov)?(?: itself| office| program| department| dept| agency| administration| website| site| people| hotline| line)?|1-?800-?medicare|cms|centers for medicare(?: (?:and|&) medicaid services)?|social security(?: office| administration)?|ssa|hhs|(?:federal |state |us |u\\.s\\. )?government(?: agency| office| website| site| program)?|govt|gov|feds|federal(?: agency| program| office)?|state agency|government run|government-run))';
const governmentLink =
  '(?:from |with |for |part of |run by |working for |affiliated with |connected (?:to |with )|associated with |endorsed by |sponsored by |sent by |calling from |an? (?:arm|branch|part) of )?';
const governmentPatterns: readonly RegExp[] = [
  // The entity must end the question (or be followed by "or ...", "right", "itself"): "is this medicare advantage?"
  // asks about a plan, not who answers.
  new RegExp(
    `\\b${youAre} ${governmentLink}${governmentEntity}(?=\\s*(?:$|[?!.,;]| or\\b| right\\b| itself\\b| directly\\b| then\\b| too\\b| like\\b| that i\\b| i\\b| im\\b| i'?m\\b))`,
  ),
  new RegExp(
    `\\b(?:do|does) (?:you|u|y'?all|y all|yall|you guys|this (?:chat|site|website|company|agency)) (?:work|works) (?:for|with) ${governmentEntity}\\b`,
  ),
  new RegExp(
    `\\b(?:is|are) (?:this|these|you|u|this (?:chat|site|website|page|company|agency)) (?:affiliated|connected|associated|endorsed|run|sponsored|operated|owned|approved) (?:with|by|to) ${governmentEntity}\\b`,
  ),
  /\b(government|official medicare|medicare\.gov) (website|site|chat)\?*$/,
];

/** A human wanted instead of the chat: "i want a human", "can I talk to a real person", "live agent please". */
const humanWantedPatterns: readonly RegExp[] = [
  /\b(want|need|would like|'d like|wanna|prefer|rather|can i|could i|may i|let me|get me|put me (through|thru) to|connect me (to|with)|transfer me( to)?|give me|how (do|can) i|can i get|can i have|could i get)( to)?( (talk|speak|chat|text|deal|get through))?( (to|with))? (a |an |the |some )?((real|live|actual|human|living) )*(human( being)?s?|person|somebody real|someone real|real one|operator|representative|rep)\b/,
  /\b((real|live|actual) (person|human|agent|advisor|rep|representative)|human|operator|representative) (please|pls|plz|now)\b/,
  /^(a )?(human|real person|live person|live agent|operator|representative)\W*$/,
  /\b(talk|speak|chat) (to|with) (a |an )?(real|live|actual) (one|agent|advisor|adviser|person|human)\b/,
  // "can I get a live agent?": a person asked for, said by what makes them one.
  /\b(want|need|wanna|can i get|could i get|may i have|get me|give me|i'?d like|connect me (to|with)|transfer me( to)?|put me (through|thru) to)\b[^.?!]{0,20}\b(a |an )?(real|live|actual|human) (agent|advisor|adviser|rep|representative|one)\b/,
  // "can I speak with an agent please?": a person asked for, whoever they are.
  /\b(want|need|would like|'d like|wanna|can i|could i|may i|let me|get me|put me (through|thru) to|connect me (to|with)|transfer me( to)?)( to)? (talk|speak|chat) (to|with) (a |an |one of your |your |the )?(licensed )?(agent|advisor|adviser|broker|representative|rep)s?\b/,
  /\bnot (a |an )?(bot|robot|computer|machine|ai|a\.i\.|chatbot|recording)\b/,
];

/** The agency by name ("is magnolia senior benefits legit?"): its name and short name, from content. */
const agencyNames = [brand.agencyName, brand.shortName]
  .map((name) => plain(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
const scamWords =
  '(?:a |an )?(?:real |legit |legitimate |actual )?(?:scam|scammer|scammers|fraud|fake|legit|legitimate|phishing|spam|trustworthy|for real|real (?:company|business|agency))\\b';
/** The chat, its site or its agency said in so many words (never a bare "this", which may be a letter). */
const namedChat = `(?:you|u|y'?all|y all|yall|you (?:guys|people)|your (?:site|website|chat|company|agency)|this (?:site|website|chat|company|agency)|the agency|${agencyNames})`;
/** Something else a "this" may be: a letter, a call, a card, a caller. */
const somethingElse =
  /\b(letter|mail|mailer|call|called|calling|caller|phone call|voicemail|text|texted|email|emailed|card|someone|somebody|they|them|he|she|guy|lady|man|woman|company called|ad|commercial|flyer|postcard|bill|charge|claim)\b/;

/** Whether the chat (its site, its agency) is a scam: "is this legit?", "my daughter says this is a scam". */
const trustPatterns: readonly RegExp[] = [
  new RegExp(`\\b(?:are|r|is) ${namedChat} ${scamWords}`),
  new RegExp(`\\b${namedChat}(?: is|'s| are|'re| r)? (?:a |an )?(?:scam|scammers?|fraud|fake)\\b`),
  new RegExp(`\\b(?:can|should|do) (?:i|we) trust (?:this|${namedChat})\\b`),
  new RegExp(
    `\\bhow (?:do|can|would) (?:i|we) know (?:this|${namedChat})(?:'re| are| is|'s)? (?:real|legit|legitimate|safe|honest|not (?:a |an )?(?:scam|fraud|fake))\\b`,
  ),
  new RegExp(
    `\\b(?:this|${namedChat}) (?:looks?|seems?|sounds?|feels?) (?:like )?(?:a |an )?(?:scam|fraud|fake|shady|sketchy|legit)\\b`,
  ),
];
/** A bare "this" asked about: a scam only when nothing else in the message is what "this" may be. */
const bareThisTrust = new RegExp(
  `\\b(?:is|isn'?t) (?:this|it) ${scamWords}|\\b(?:says?|said|thinks?|thought|worried|afraid|scared|told me)\\b[^.?!]{0,30}\\b(?:this|it)(?: is|'s)? (?:a |an )?(?:scam|fraud|fake|scammers?)\\b`,
);

/** "who am I talking to?", "who is this?", "what are you?", "who runs this chat?" */
const whoPatterns: readonly RegExp[] = [
  /\bwho (am i|are we|is (this|it)|'?s this|s this) (talking|chatting|speaking|texting|writing|dealing|messaging) (to|with)\b/,
  /\bwho(?: is|'s|s) (this|it|there|answering|on the other end|typing|replying|writing (these|this|the answers))\s*[?!.]*$/,
  /^(who|what) (are|r) (you|u)( guys| all| people| folks| exactly| really)?\s*[?!.]*$/,
  /\bwho (are|r) (you|u)( guys| all| people| folks)?\s*(exactly|really)?\s*[?!.,]*$/,
  /\bwho (runs|is behind|is running|owns|made|operates) (this|you|u)( chat| site| website| thing| assistant| bot)?\b/,
  /\bwhat (am i|are we) (talking|chatting|speaking) (to|with)\b/,
  /\bwhat(?: is|'s|s) this (chat|thing|assistant)\s*[?!.]*$/,
  /\bwho (do|does) (you|u|this chat) (work|works) for\b/,
];

/** Questions a clause may hold that are about something else ("is this covered by medicare", "what states"). */
const notAboutTheChat =
  /\b(what|which) states?\b|\blicensed (in|for)\b|\b(covered|cover|pay|pays|paid) (by|for)\b|\bmedicare (advantage|supplement|part|plan|card|number|summary)\b/;

/** The sentences of a message (a question may hold several). */
function sentencesOf(value: string): string[] {
  return value
    .split(/(?<=[?!.;])\s+|\s*\n+\s*/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * What a message asks about who is answering, by kind; empty when it asks nothing of the kind. Each sentence is read
 * on its own, so "is this medicare? i got a letter" and "can I talk to a real person and is it free" are found.
 */
export function identityKinds(text: string): Set<IdentityKind> {
  const kinds = new Set<IdentityKind>();
  const whole = plain(text);
  for (const sentence of sentencesOf(whole)) {
    const value = sentence.replace(/\s+/g, ' ');
    const aboutSomethingElse = notAboutTheChat.test(value);
    if (governmentPatterns.some((pattern) => pattern.test(value))) kinds.add('government');
    if (humanWantedPatterns.some((pattern) => pattern.test(value))) kinds.add('human-wanted');
    if (
      trustPatterns.some((pattern) => pattern.test(value)) ||
      (bareThisTrust.test(value) && !somethingElse.test(whole))
    )
      kinds.add('trust');
    if (aboutSomethingElse) continue;
    if (licensedPatterns.some((pattern) => pattern.test(value))) kinds.add('licensed');
    if (personPatterns.some((pattern) => pattern.test(value))) kinds.add('person');
    if (whoPatterns.some((pattern) => pattern.test(value))) kinds.add('who');
  }
  return kinds;
}

/** True for a message that asks who or what is answering (any kind of `identityKinds`). */
export function asksAboutAssistant(text: string): boolean {
  return identityKinds(text).size > 0;
}

/** True for a message that says someone asked for (or that the visitor might give) a personal number. */
export function mentionsNumberRequest(text: string): boolean {
  return numberRequestPattern.test(plain(text));
}
