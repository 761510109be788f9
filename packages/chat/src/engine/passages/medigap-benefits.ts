// One passage per row of the Medigap benefit chart: which plans pay the benefit in full, in part or not, with the
// chart's notes, and the words visitors use for each row.
import { getMedigapBenefits, type MedigapPlan } from '@agency/content';
import type { Passage } from '../passage.ts';

/** How visitors name each row of the Medigap benefit chart. */
const medigapBenefitWords: Readonly<Record<string, string>> = {
  partACoinsuranceAndHospitalDays: 'hospital stay coinsurance extra hospital days long hospital stay',
  partBCoinsurance: 'part b coinsurance 20% copay copays office visit doctor visit emergency room er',
  blood: 'blood pints transfusion',
  hospice: 'hospice end of life',
  skilledNursing: 'skilled nursing facility nursing home rehab rehabilitation',
  partADeductible: 'part a deductible hospital deductible',
  partBDeductible: 'part b deductible first dollar',
  partBExcessCharges: 'excess charges doctors who charge more than medicare approved amount',
  foreignTravelEmergency:
    'foreign travel abroad overseas outside the country out of the country trip cruise emergency',
};

const lowerInitial = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Plan G", "Plans C, D and F". */
function planList(letters: string[]): string {
  if (letters.length === 1) return `Plan ${letters[0]}`;
  return `Plans ${letters.slice(0, -1).join(', ')} and ${letters.at(-1)}`;
}

/**
 * One passage per row of the Medigap benefit chart: which plans pay it in full, which in part, which not, with the
 * chart's notes ("Does Plan G cover foreign travel?", "what is the Plan N copay?").
 */
export function medigapBenefitPassages(plans: ReadonlyArray<MedigapPlan>): Passage[] {
  if (plans.length === 0) return [];
  return getMedigapBenefits().map(({ key, label }) => {
    const full: string[] = [];
    const part: string[] = [];
    const none: string[] = [];
    const notes: string[] = [];
    for (const plan of plans) {
      const cell = plan.benefits[key];
      const coverage = typeof cell === 'string' ? cell : cell.coverage;
      if (typeof cell !== 'string')
        notes.push(`For Plan ${plan.plan}: ${lowerInitial(cell.note.replace(/\.$/, ''))}.`);
      if (coverage === 'yes') full.push(plan.plan);
      else if (coverage === 'no') none.push(plan.plan);
      else part.push(`Plan ${plan.plan} pays ${coverage}`);
    }
    const name = label.replace(/\s*\(.*\)$/, '');
    const detail = /\(([^)]*)\)$/.exec(label)?.[1];
    const sentences = [
      `${name}${detail ? ` (${detail})` : ''}: ${planList(full)} ${full.length === 1 ? 'pays' : 'pay'} it${part.length ? `; ${part.join(', ')}` : ''}${none.length ? `; ${planList(none)} ${none.length === 1 ? 'does' : 'do'} not` : ''}.`,
      ...notes,
    ];
    const restricted = plans.filter((plan) => !plan.availableToNewEnrollees).map((plan) => plan.plan);
    if (restricted.some((letter) => full.includes(letter)))
      sentences.push(
        `${planList(restricted)} can be bought only by people eligible for Medicare before January 1, 2020.`,
      );
    return {
      id: `medigap-benefit:${key}`,
      kind: 'coverage' as const,
      topic: 'medigap' as const,
      title: `Which Medigap plans cover ${/^Part\b/.test(name) ? name : lowerInitial(name)}?`,
      keywords: medigapBenefitWords[key] ?? '',
      text: sentences.join(' '),
      url: '/medicare-supplement#standardized-plans',
    };
  });
}
