// What the staff tools check a post against: the site's pages, the Medicare figures, the plan year, the standard
// disclaimer and the advisors. By default the content package's own, with the posts the caller gives (this entry holds
// no post: see @agency/content/posts); tests pass a small hand-made one.
import {
  advisorsData,
  blogSettingsData,
  citiesData,
  currentSeason,
  figuresData,
  fillFigureTokensFor,
  fillTokens,
  getTokenValues,
  homeAnchors,
  serviceAreasData,
  sitePaths,
} from '@agency/content/editorial';
import { internalLinksOf } from './markdown';

export interface QualityContext {
  /** Every path of the site ("/part-d", "/blog/irmaa-explained"): an internal link must lead to one of them. */
  sitePaths: ReadonlyArray<string>;
  /** Anchors of the home page ("faq"): a bare "#faq" link (or "/#faq") must name one of them. */
  homeAnchors: ReadonlyArray<string>;
  /** Medicare figures keyed by year, in the shape of the figures collection (a year may be partial). */
  figures: Readonly<Record<string, unknown>>;
  /** The plan year the site speaks of (the year after the AEP year), e.g. 2026. */
  planYear: number;
  /**
   * The year whose Medicare amounts the site shows (the season's figures year: next year's from October 15, this
   * year's before); default `planYear`.
   */
  figuresYear?: number;
  /** The standard disclaimer every post carries, as plain text. */
  disclaimer: string;
  /** The advisors a post may name as its author. */
  advisors: ReadonlyArray<{ id: string; name: string }>;
  /**
   * Values of the text tokens ({agencyName}, {phone}, ...) filled in before a title is measured or a figure is read.
   * {aepYear}, {planYear} and {nextPlanYear} always follow `planYear`.
   */
  tokens?: Readonly<Record<string, string>>;
}

/**
 * The content package's own context: its pages (with a page for each of `posts`: a link to any other post leads
 * nowhere), figures, plan year, disclaimer, advisors and token values.
 */
export function defaultQualityContext(posts: ReadonlyArray<{ slug: string }>): QualityContext {
  return {
    sitePaths: sitePaths({
      serviceAreas: serviceAreasData,
      cities: citiesData,
      posts,
      advisors: advisorsData,
    }),
    homeAnchors,
    figures: figuresData,
    planYear: currentSeason().planYear,
    figuresYear: currentSeason().figuresYear,
    disclaimer: blogSettingsData.disclaimer,
    advisors: advisorsData,
    tokens: getTokenValues(),
  };
}

/** Fills the context's tokens in a text: the figure tokens for the context's figures year, then the others. */
export function fillContextTokens(text: string, context: QualityContext): string {
  const figuresYear = context.figuresYear ?? context.planYear;
  return fillTokens(fillFigureTokensFor(text, figuresYear, context.figures), {
    ...context.tokens,
    aepYear: String(context.planYear - 1),
    planYear: String(context.planYear),
    nextPlanYear: String(context.planYear + 1),
  });
}

/** Why an internal link leads nowhere, or null when it works. Anchors on pages other than the home page are not checked. */
export function linkProblem(target: string, context: QualityContext): string | null {
  const [beforeHash = '', anchor] = target.split('#', 2);
  const path = beforeHash.split('?')[0]!;
  if (path === '') {
    return anchor !== undefined && context.homeAnchors.includes(anchor)
      ? null
      : `not a section of the home page (its sections: ${context.homeAnchors.map((a) => `#${a}`).join(', ')})`;
  }
  if (!context.sitePaths.includes(path)) return 'not a page of the site';
  if (path === '/' && anchor !== undefined && anchor !== '' && !context.homeAnchors.includes(anchor))
    return 'not a section of the home page';
  return null;
}

/** The internal links of a body that lead nowhere, each once, with the reason. */
export function brokenLinks(
  body: string,
  context: QualityContext,
): Array<{ target: string; problem: string }> {
  const broken = new Map<string, string>();
  for (const target of internalLinksOf(body)) {
    const problem = linkProblem(target, context);
    if (problem !== null && !broken.has(target)) broken.set(target, problem);
  }
  return [...broken].map(([target, problem]) => ({ target, problem }));
}
