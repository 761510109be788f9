// Extra Help for a stated income ("$1,800 a month", "$25,000 a year"): below or above the limit, alone or as a couple.
import { figureFor, fillTokens, formatMoney, getChatCopy } from '@agency/content';
import type { Computed } from '../computed.ts';

/** Extra Help for an income the question states ("$1,800 a month", "$25,000 a year"). */
export function computeExtraHelp(question: string, planYear: number): Computed | undefined {
  const text = question.toLowerCase();
  // "Could she get help paying for her pills?" asks about Extra Help in other words.
  if (
    !/\bextra help\b|low[- ]income subsidy|\blis\b/.test(text) &&
    !/\bhelp (with |paying |to pay |pay )(for )?(my |her |his |their |our )?(pills|drugs|prescriptions|medicines?|medications?|meds|drug costs)\b/.test(
      text,
    )
  )
    return undefined;
  // "$1,800 a month", "2,600 a month together", "1200/mo", "$25k a year": with or without the dollar sign.
  const amount =
    /(?<![\d.,/])\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,}(?:\.\d+)?)\s?(k\b)?[^.?!\d]{0,12}?(?:\b(a|per|each|every)\s?|\/\s?)(month|year|yr|mo)\b|\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,}(?:\.\d+)?)\s?(monthly|yearly|annually)/.exec(
      text,
    );
  if (!amount) return undefined;
  const raw = Number((amount[1] ?? amount[5])!.replace(/,/g, '')) * (amount[2] ? 1000 : 1);
  const per = (amount[4] ?? amount[6] ?? '').toLowerCase();
  const yearly = per.startsWith('mo') ? raw * 12 : raw;
  if (!Number.isFinite(yearly) || yearly <= 0) return undefined;
  const couple =
    /\b(married|couple|we (get|make|have)|my (wife|husband) and i|both of us|our income|together|combined|my parents|they both)\b/.test(
      text,
    );
  const limit = figureFor(couple ? 'extraHelp.incomeCouple' : 'extraHelp.incomeIndividual', planYear);
  const resources = figureFor(
    couple ? 'extraHelp.resourcesCouple' : 'extraHelp.resourcesIndividual',
    planYear,
  );
  if (!limit || !resources) return undefined;
  const copy = getChatCopy().computed;
  const values = {
    total: formatMoney(yearly),
    year: limit.year,
    upTo: formatMoney(limit.value),
    base: formatMoney(resources.value),
    status: couple ? copy.extraHelpStatus.couple : copy.extraHelpStatus.individual,
  };
  return {
    topic: 'extra-help',
    sentences: [fillTokens(yearly < limit.value ? copy.extraHelpBelow : copy.extraHelpAbove, values)],
    source: { title: 'Extra Help', url: '/part-d' },
  };
}
