import { describe, expect, it } from 'vitest';
import { figureFor, fillFigureTokensFor } from '../../figures';
import { formatMoney } from '../../money';
import { faqSchema, faqTopics } from './schema';
import { faqsData } from './faqs.data';

function sentenceCount(text: string): number {
  // A sentence ends with . ! or ? followed by a space and a capital letter (so "$202.90" and "U.S. doctor" do not split).
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}

describe('faqs', () => {
  it('should parse every entry with its schema', () => {
    for (const faq of faqsData) {
      expect(faqSchema.safeParse(faq).error?.issues ?? [], faq.id).toEqual([]);
    }
  });

  it('should hold exactly 20 entries with unique ids', () => {
    expect(faqsData).toHaveLength(20);
    expect(new Set(faqsData.map((faq) => faq.id)).size).toBe(20);
  });

  it('should duplicate exactly one question, as the last entry, word for word', () => {
    const counts = new Map<string, number>();
    for (const faq of faqsData) counts.set(faq.question, (counts.get(faq.question) ?? 0) + 1);
    const repeated = [...counts].filter(([, count]) => count > 1);
    expect(repeated).toEqual([['Do you charge for your help?', 2]]);

    const original = faqsData.find((faq) => faq.id === 'cost-of-help');
    const repeat = faqsData.at(-1);
    expect(repeat?.id).toBe('cost-of-help-repeat');
    expect({ question: repeat?.question, answer: repeat?.answer, topic: repeat?.topic }).toEqual({
      question: original?.question,
      answer: original?.answer,
      topic: original?.topic,
    });
  });

  it('should keep the first six entries the other tests rely on', () => {
    expect(faqsData.slice(0, 6).map((faq) => faq.id)).toEqual([
      'cost-of-help',
      'when-can-i-enroll',
      'when-can-i-switch-plans',
      'what-is-medigap',
      'part-b-premium-2026',
      'part-d-cap-2026',
    ]);
  });

  it('should answer in 1 to 4 sentences, using only known topics', () => {
    for (const faq of faqsData) {
      expect(sentenceCount(faq.answer), faq.id).toBeLessThanOrEqual(4);
      expect(faqTopics).toContain(faq.topic);
    }
  });

  it('should name every figure by token, each with its year, true for plan years 2026 and 2027', () => {
    const text = (id: string) => faqsData.find((faq) => faq.id === id)?.answer ?? '';
    expect(text('part-b-premium-2026')).toContain(
      'In {partB.standardPremium:year}, the standard Part B premium is {partB.standardPremium} a month',
    );
    for (const planYear of [2026, 2027]) {
      const filled = (id: string) => fillFigureTokensFor(text(id), planYear);
      const figure = (path: string) => {
        const found = figureFor(path, planYear)!;
        return { money: formatMoney(found.value), year: found.year, pending: found.pending };
      };
      const premium = figure('partB.standardPremium');
      expect(filled('part-b-premium-2026')).toContain(
        `In ${premium.year}, the standard Part B premium is ${premium.money} a month (it was ` +
          `${formatMoney(figureFor('partB.standardPremium', premium.year - 1)!.value)} in ${premium.year - 1})`,
      );
      expect(filled('part-b-premium-2026').includes(`The ${planYear} amount is not in our figures yet`)).toBe(
        premium.pending,
      );
      const partA = figure('partA.deductible');
      expect(filled('part-a-deductible-2026')).toContain(
        `In ${partA.year} the Part A deductible is ${partA.money} for each benefit period`,
      );
      const cap = figure('partD.outOfPocketCap');
      expect(filled('part-d-cap-2026')).toContain(`${cap.money} in ${cap.year}`);
      const deductible = figure('partD.maxDeductible');
      expect(filled('part-d-deductible-2026')).toContain(
        `in ${deductible.year} it can be no more than ${deductible.money}`,
      );
      for (const faq of faqsData.filter((entry) => /\{[a-zA-Z]+\.[^}]*\}/.test(entry.answer))) {
        // Filled, a figure answer still reads in 1 to 4 sentences ("not announced yet" included) and keeps no token.
        expect(fillFigureTokensFor(faq.answer, planYear), faq.id).not.toMatch(/\{[a-zA-Z]+\.[^}]*\}/);
        expect(sentenceCount(fillFigureTokensFor(faq.answer, planYear)), faq.id).toBeLessThanOrEqual(4);
      }
    }
    expect(text('general-enrollment-period')).toMatch(/January 1 to March 31/);
    expect(text('five-star-special-enrollment')).toMatch(/December 8 and November 30/);
    expect(text('what-is-irmaa')).toMatch(/two years earlier/);
    expect(text('what-is-irmaa')).toMatch(/SSA-44/);
    // No stale figures from the spec.
    for (const faq of faqsData) {
      expect(faq.answer).not.toMatch(/\$185(?!\.00 in 2025)/);
      expect(faq.answer).not.toMatch(/coverage gap: 25%/i);
    }
  });

  it('should reject a malformed entry, naming the field', () => {
    const result = faqSchema.safeParse({ ...faqsData[0], topic: 'weather' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['topic']]);
  });
});
