// The size check's budgets and the routes it treats apart (the client app's pages, the staff routes that may load
// zod), the shape of its report, and how it writes a size (1 KB = 1000 bytes).
import { privateRoutes } from '../../packages/content/src/routes.ts';

export interface Budgets {
  /** First-load JavaScript of the home page "/", in bytes (gzipped). */
  homeJs: number;
  /** First-load JavaScript of every other page, in bytes (gzipped). */
  pageJs: number;
  /** Stylesheets of any page, in bytes (gzipped). */
  css: number;
  /** A visitor's page's inline scripts and data (JSON-LD, the loader, island props), in bytes (brotli). */
  inlineScripts: number;
}

/**
 * The budgets CI enforces (issue 9): 120.5 KB on the home page, where the framework alone (react-dom, React and React
 * Router's client) is ~107 KB, and 130 KB elsewhere. How the home page keeps to it, and why it is 0.5 KB over issue
 * 9's 120 KB for now (the first screen's chrome for seniors, issue 16): docs/adr/0006-home-page-js-budget.md.
 */
export const defaultBudgets: Budgets = {
  homeJs: 120_000,
  pageJs: 130_000,
  css: 20_000,
  inlineScripts: 1_500,
};

/**
 * The pages that are the client app (React Router hydrates them): the staff pages, as content lists them (read from
 * its source: this script runs before any build), and the client app's shell. Every other page is HTML.
 */
export const defaultClientAppRoutes: ReadonlyArray<string> = [...privateRoutes, '(spa fallback)'];

/** The routes that may load zod (after sign-in, by design): the staff tools. */
export const defaultStaffRoutes: ReadonlyArray<string> = [
  '/admin/blog',
  '/admin/blog-quality',
  '/migrate-blog-posts',
  '/content-strategy',
];

export interface SizeCheckOptions {
  budgets?: Budgets;
  staffRoutes?: ReadonlyArray<string>;
  clientAppRoutes?: ReadonlyArray<string>;
}

export interface PageSize {
  /** The URL path the page answers ("/blog/x"), or "(spa fallback)". */
  route: string;
  /** The route family the page belongs to, e.g. "/aep/{city}". */
  family: string;
  /** Gzipped bytes the page needs before its first paint: its HTML, its stylesheets and any script it asks for then. */
  firstPaintBytes: number;
  /** Gzipped bytes of the HTML itself. */
  htmlBytes: number;
  /** Brotli bytes of the page's inline scripts and data (the page as served, less its plain-HTML twin). */
  scriptBytes: number;
  /** Round trips the HTML needs (brotli, as served, with its headers), and its plain-HTML twin's. */
  htmlRoundTrips: number;
  twinRoundTrips: number;
  /** Gzipped bytes of JavaScript requested before the first paint (none on a visitor's page). */
  jsBeforePaintBytes: number;
  /** Build-relative paths of the JavaScript files of the first load (before and after the first paint). */
  js: string[];
  /** Gzipped size of each of those files, in bytes. */
  jsSizes: Record<string, number>;
  jsBytes: number;
  jsBudget: number;
  /** The stylesheets: those linked before the first paint, then the one the loader asks for after it. */
  css: string[];
  cssBytes: number;
}

export interface SizeReport {
  clientDir: string;
  budgets: Budgets;
  pages: PageSize[];
  /** Build-relative paths of the chunks that contain zod. */
  zodChunks: string[];
  /** One line per broken rule, starting with "FAIL". */
  failures: string[];
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
