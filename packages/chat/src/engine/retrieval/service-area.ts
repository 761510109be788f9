// Answers about where the agency works: a state it does not serve gets the states it does, a state it serves its
// page; a move gets the moving passage and the destination state's.
import type { ChatAnswer } from '../../types.ts';
import { finish } from '../compose.ts';
import type { Passage } from '../passage.ts';
import type { GroundingContent } from '../passages.ts';
import { sentences } from '../text.ts';
import { topicScores } from '../topics.ts';
import { questionParts } from './question-parts.ts';
import { goingToLivePattern, retiringTo, statePattern, usStates } from './us-states.ts';

/** The service-area and moving answers of one engine. */
export function createServiceAreaAnswers(
  content: GroundingContent,
  byId: ReadonlyMap<string, Passage>,
  phone: string,
) {
  const servedStates = new Set(content.serviceAreas.map((area) => area.name.toLowerCase()));
  const statesPassage = byId.get('knowledge:agency-states') ?? byId.get('area:all');

  /** "Do y'all do Medicare in Texas?": a state the agency does not serve gets the states it does. */
  function outsideServiceArea(text: string): ChatAnswer | undefined {
    const lower = text.toLowerCase();
    const named = [...lower.matchAll(statePattern)].map((match) => match[1]!);
    if (named.length === 0 || !statesPassage) return undefined;
    if (named.some((state) => servedStates.has(state))) {
      // "My mom lives in Illinois, can your people help her?": the state's page, and where advisors are licensed.
      const area = content.serviceAreas.find((entry) => entry.name.toLowerCase() === named[0]);
      const others = [...topicScores(lower).keys()].filter((topic) => topic !== 'service-area');
      if (
        !area ||
        others.length > 0 ||
        questionParts(text).length > 1 ||
        // Help asked of the agency ("can your people help her?"), not "we get help paying for our prescriptions".
        !/\b(serve|licensed|work with|do (you|u|y'?all)|can (you|u|y'?all|your))\b|\b(you|u|y'?all|yall|your|agency|agents?|advisors?)\b[^.?!]{0,30}\bhelp\b/.test(
          lower,
        )
      )
        return undefined;
      // Asked as a yes/no question ("do you work with people in Tennessee?"): answer it before explaining.
      const yes = /\b(do|does|can|could|are|will|would)\s+(you|u|y'?all|yall|ya|your)\b/.test(lower)
        ? ['Yes.']
        : [];
      return {
        message: finish([...yes, sentences(area.description)[0]!, sentences(statesPassage.text)[0]!], phone),
        topic: 'service-area',
        sources: [{ title: `Medicare help in ${area.name}`, url: `/${area.slug}` }],
      };
    }
    if (
      !/\b(you|u|y'?all|your|do|agency|agents?|advisors?|help|serve|licensed|available|work)\b/.test(
        lower.replace(/\bextra help\b/g, ' '),
      )
    )
      return undefined;
    // "Extra Help limits in Alaska": a Medicare question that names a state, not a question about the agency.
    if ([...topicScores(lower).entries()].some(([topic, weight]) => topic !== 'service-area' && weight >= 6))
      return undefined;
    if (/\b(mov(e|ing)|relocat)/.test(lower)) return undefined;
    return {
      message: finish(sentences(statesPassage.text), phone),
      topic: 'service-area',
      sources: [{ title: statesPassage.title, ...(statesPassage.url ? { url: statesPassage.url } : {}) }],
    };
  }

  /** "Moving from Florida to Tennessee": the moving passage, then the destination state's, when the agency serves it. */
  function movingAnswer(text: string): ChatAnswer | undefined {
    const lower = text.toLowerCase();
    const goingToLive = goingToLivePattern.exec(lower);
    if (!/\b(mov(e|es|ed|ing)|relocat\w*)\b/.test(lower) && !retiringTo.test(lower) && !goingToLive)
      return undefined;
    // "We moved and his Medigap company wants health questions to switch": Medigap's rights, not the move.
    if (
      /\b(medigap|supplement\w*|plan [a-n])\b/.test(lower) &&
      /\b(health questions|underwrit\w*|turn\w* (him|her|me|us) down|switch\w*|change plans?)\b/.test(
        lower,
      ) &&
      !/\b(advantage|part d|drug plan)\b/.test(lower)
    )
      return undefined;
    const moving = byId.get('knowledge:moving');
    const destination = /\bto ([a-z]+(?: [a-z]+)?)\b/g;
    let state: string | undefined;
    for (const match of lower.matchAll(destination)) {
      const words = match[1]!;
      const found = usStates.find(
        (name) => words === name || words.startsWith(`${name} `) || words.split(' ')[0] === name,
      );
      if (found) state = found;
    }
    // "Going to live with my daughter in Tennessee": the state named where they will live.
    if (!state && goingToLive) state = goingToLive[4];
    if (!moving || !state) return undefined;
    const area = content.serviceAreas.find((entry) => entry.name.toLowerCase() === state);
    const out = [...sentences(moving.text)];
    const sources = [{ title: moving.title, ...(moving.url ? { url: moving.url } : {}) }];
    if (area) {
      out.push(sentences(area.description)[0]!);
      sources.push({ title: `Medicare help in ${area.name}`, url: `/${area.slug}` });
    } else if (statesPassage) out.push(sentences(statesPassage.text)[0]!);
    return { message: finish(out, phone), topic: 'moving', sources };
  }

  return { outsideServiceArea, movingAnswer };
}
