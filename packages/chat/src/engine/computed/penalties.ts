// The late penalties for a stated delay: Part B (10% for each full year) and Part D (1% of the base premium for each
// month without drug coverage, from the latest verified base premium).
import {
  checkedWords,
  figureFor,
  figureIn,
  fillTokens,
  formatMoney,
  getChatCopy,
  partBLatePenalty,
  partDLatePenalty,
} from '@agency/content';
import type { Computed } from '../computed.ts';
import { numberWords } from '../text.ts';

/** The latest figure of a path verified by an official source, in `year` or up to 5 years before. */
function latestVerified(path: string, year: number): { value: number; year: number } | undefined {
  for (let candidate = year; candidate >= year - 5; candidate -= 1) {
    const figure = figureIn(path, candidate);
    if (figure?.verified) return { value: figure.value, year: figure.year };
  }
  return undefined;
}

// Part B late penalty ---------------------------------------------------------------------------------------------

/** Months of delay the question states: "3 years", "30 months", "20 full months", "two and a half years", "a year and a half". */
function delayIn(text: string): number | undefined {
  const match =
    /\b(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty)(\s+and\s+a\s+half)?\s+(?:(?:full|whole|entire|straight|complete|calendar)\s+)?(years?|yrs?|months?)\b/i.exec(
      text,
    );
  if (!match) {
    if (/\ba year and a half\b/.test(text)) return 18;
    return undefined;
  }
  const raw = match[1]!.toLowerCase();
  let count = /\d/.test(raw) ? Number(raw) : (numberWords[raw] ?? NaN);
  if (match[2]) count += 0.5;
  if (!Number.isFinite(count)) return undefined;
  const months = /^(years?|yrs?)$/.test(match[3]!.toLowerCase()) ? count * 12 : count;
  return Math.round(months);
}

/** The Part B late penalty for a delay the question states. */
export function computePartBPenalty(question: string, planYear: number): Computed | undefined {
  const text = question.toLowerCase();
  if (
    !/\bpenalt|\b(late|delay\w*|wait\w*|put off|didn'?t sign up|did not sign up|without part b|never signed up|skipped)\b/.test(
      text,
    )
  )
    return undefined;
  if (/\b(part d|drug)\b/.test(text) && !/\bpart b\b/.test(text)) return undefined;
  if (!/\bpart b\b|\bpenalt/.test(text)) return undefined;
  if (!/\b(penalt\w*|how much|cost|pay|extra|more)\b/.test(text)) return undefined;
  const months = delayIn(text);
  if (months === undefined || months <= 0 || months > 600) return undefined;
  const copy = getChatCopy().computed;
  const premium = figureFor('partB.standardPremium', planYear);
  if (!premium || typeof premium.value !== 'number') return undefined;
  const result = partBLatePenalty({ monthsWithoutCoverage: months, standardPremium: premium.value });
  const sentences =
    result.fullYears === 0
      ? [fillTokens(copy.partBPenaltyNone, { months })]
      : [
          fillTokens(copy.partBPenalty, {
            months,
            fullYears: result.fullYears,
            percent: result.percent,
            year: premium.year,
            standard: formatMoney(premium.value),
            penalty: formatMoney(result.monthlyPenalty),
            total: formatMoney(result.monthlyPremium),
          }),
          ...(premium.pending
            ? [fillTokens(copy.pendingPremium, { planYear, checked: checkedWords(planYear) })]
            : []),
        ];
  sentences.push(copy.partBPenaltyEmployer);
  return {
    topic: 'penalties',
    sentences,
    source: { title: 'Late penalties', url: '/medicare-timeline' },
  };
}

// Part D late penalty ---------------------------------------------------------------------------------------------

/** The Part D late penalty for a stated gap in drug coverage ("14 months without drug coverage"). */
export function computePartDPenalty(question: string, planYear: number): Computed | undefined {
  const text = question.toLowerCase();
  if (!/\b(part d|drug)\b/.test(text) || /\bpart b\b/.test(text)) return undefined;
  if (!/\b(penalt\w*|how much|late|without)\b/.test(text)) return undefined;
  const months = delayIn(text);
  if (months === undefined || months <= 0 || months > 600) return undefined;
  // A figure the answer computes with must be confirmed: the latest verified base premium, saying so when the plan
  // year's is known only from sources not confirmed yet.
  const latest = figureFor('partD.baseBeneficiaryPremium', planYear);
  if (!latest) return undefined;
  const base = latest.verified ? latest : latestVerified('partD.baseBeneficiaryPremium', latest.year);
  if (!base) return undefined;
  const unconfirmed = !latest.verified;
  const copy = getChatCopy().computed;
  const result = partDLatePenalty({ uncoveredMonths: months, baseBeneficiaryPremium: base.value });
  const sentences = [
    fillTokens(copy.partDPenalty, {
      months,
      percent: result.percent,
      year: base.year,
      base: formatMoney(base.value),
      penalty: formatMoney(result.monthlyPenalty),
    }),
    ...(unconfirmed
      ? [fillTokens(copy.unconfirmedBase, { planYear: latest.year, year: base.year })]
      : latest.pending
        ? [fillTokens(copy.pendingBase, { planYear, checked: checkedWords(planYear) })]
        : []),
  ];
  return {
    topic: 'penalties',
    sentences,
    source: { title: 'Part D late penalty', url: '/part-d#late-penalty' },
  };
}
