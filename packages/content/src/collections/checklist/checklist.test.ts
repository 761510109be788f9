import { describe, expect, it } from 'vitest';
import { figureFor, fillFigureTokensFor } from '../../figures';
import { formatMoney } from '../../money';
import { globalTokens, tokensIn, stringsIn } from '../../tokens';
import { checklistData } from './checklist.data';
import { validateCollection } from '../../validate';
import { checklistItemSchema, checklistSchema } from './schema';

const items = checklistData.groups.flatMap((group) => group.items);
const allText = [...stringsIn(checklistData)].map(([, text]) => text).join('\n');

describe('checklist', () => {
  it('should parse with its schema', () => {
    expect(checklistSchema.safeParse(checklistData).error?.issues ?? []).toEqual([]);
  });

  it('should hold 4 groups and 16 steps, every id unique and kebab-case', () => {
    expect(checklistData.groups.map((group) => [group.heading, group.items.length])).toEqual([
      ['Before October 15', 4],
      ['Compare plans from October 15', 8],
      ['Decide and enroll by December 7', 2],
      ['After you enroll', 2],
    ]);
    expect(items).toHaveLength(16);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('should keep the published ids, which are the keys of the ticks saved in browsers', () => {
    expect(items.map((item) => item.id)).toEqual([
      'read-annual-notice-of-change',
      'list-medicines',
      'list-doctors',
      'confirm-pharmacy',
      'check-doctors-in-network',
      'check-drug-list',
      'compare-premiums',
      'compare-copays',
      'compare-out-of-pocket-limits',
      'check-extras',
      'ask-prior-authorization',
      'check-extra-help',
      'decide-keep-or-change',
      'enroll-by-december-7',
      'keep-plan-card',
      'know-ma-open-enrollment',
    ]);
  });

  it('should state the dates of MEDICARE.md and every figure by token with its year, for plan years 2026 and 2027', () => {
    expect(allText).toMatch(/December 7; new coverage starts January 1/);
    expect(allText).toMatch(/From January 1 to March 31 you can make one change/);
    const help = (id: string) => items.find((item) => item.id === id)?.help ?? '';
    for (const planYear of [2026, 2027]) {
      const figure = (path: string) => {
        const found = figureFor(path, planYear)!;
        return { money: formatMoney(found.value), year: found.year };
      };
      const filled = (id: string) => fillFigureTokensFor(help(id), planYear);
      const premium = figure('partB.standardPremium');
      expect(filled('compare-premiums')).toContain(`${premium.money} a month in ${premium.year}`);
      const cap = figure('partD.outOfPocketCap');
      const priorCap = formatMoney(figureFor('partD.outOfPocketCap', cap.year - 1)!.value);
      expect(filled('compare-out-of-pocket-limits')).toContain(
        `capped too: ${cap.money} in ${cap.year} (${priorCap} in ${cap.year - 1})`,
      );
      // Extra Help: income and resource limits for one person and a couple, with their year and source.
      const income = figure('extraHelp.incomeIndividual');
      const resources = figure('extraHelp.resourcesIndividual');
      expect(filled('check-extra-help')).toBe(
        `You may qualify with income below ${income.money} a year (${figure('extraHelp.incomeCouple').money} for a ` +
          `couple) in ${income.year} and resources below ${resources.money} ` +
          `(${figure('extraHelp.resourcesCouple').money} for a couple) in ${resources.year}. Source: ssa.gov/extrahelp.`,
      );
      for (const [path, text] of stringsIn(checklistData))
        expect(fillFigureTokensFor(text, planYear), path).not.toMatch(/\{[a-zA-Z]+\.[^}]*\}/);
    }
    // No stale coverage-gap wording (removed from 2025).
    expect(allText).not.toMatch(/coverage gap|donut hole/i);
  });

  it('should use no tokens but {done} and {total} in the progress line (filled by the widget)', () => {
    expect(tokensIn(checklistData.copy.progressLabel).sort()).toEqual(['done', 'total']);
    const known = new Set<string>(globalTokens);
    for (const [path, text] of stringsIn(checklistData)) {
      if (path === 'copy.progressLabel') continue;
      expect(
        tokensIn(text).filter((token) => !known.has(token)),
        path,
      ).toEqual([]);
    }
    expect(checklistData.copy.savedNote).toBe('Your ticks are saved on this device.');
  });

  it('should pass the package validator, which knows {done} and {total} only once they are registered', () => {
    const issues = validateCollection({
      kind: 'single',
      name: 'checklist',
      file: 'src/collections/checklist/checklist.data.ts',
      schema: checklistSchema,
      data: checklistData,
    });
    // Until tokens.ts lists them (as widget tokens the page leaves in place), exactly these two are reported.
    expect(issues.filter((issue) => !/unknown token \{(done|total)\}/.test(issue.message))).toEqual([]);
  });

  it('should reject a malformed step, naming the field', () => {
    const result = checklistItemSchema.safeParse({ id: 'Check Doctors', text: ' ', help: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['id'], ['text'], ['help']]);
  });

  it('should reject a checklist with a repeated id, too few steps or a progress line without placeholders', () => {
    const [first, ...rest] = checklistData.groups;
    if (!first) throw new Error('no groups');
    const result = checklistSchema.safeParse({
      copy: { ...checklistData.copy, progressLabel: 'Progress' },
      groups: [{ ...first, items: [first.items[0], first.items[0]] }, rest[1], rest[2]],
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages).toEqual([
      'copy.progressLabel: must contain the {done} and {total} placeholders',
      'groups: must hold 12 to 16 steps in all, found 6',
      'groups: step id "read-annual-notice-of-change" is used twice',
    ]);
  });
});
