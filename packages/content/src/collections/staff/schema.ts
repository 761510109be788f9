import { z } from 'zod';
import { textSchema } from '../shared';

/** The two forms of a counted word: 'post' / 'posts' ('1 post', '3 posts'). */
const unitSchema = z.strictObject({ one: textSchema, other: textSchema });

/** A text that must hold the tokens its tool fills. */
const withTokens = (...tokens: string[]) =>
  textSchema.refine(
    (text) => tokens.every((token) => text.includes(`{${token}}`)),
    `must contain ${tokens.map((token) => `{${token}}`).join(' and ')}`,
  );

/**
 * The copy of the four staff tools (@agency/ui's BlogAdmin, BlogQualityReport, LegacyMigration and
 * ContentStrategyReport): headings, labels, hints, statuses and messages. Strict objects, so a misspelt key is
 * reported instead of quietly ignored. The tools fill their own tokens ({file}, {folder}, {posts}, ...) with what the
 * staff member is working on; a counted word ({posts}, {characters}) is the count and its unit, e.g. '3 posts'.
 */
export const staffToolsSchema = z.strictObject({
  /** Words every tool shares. */
  common: z.strictObject({
    units: z.strictObject({
      post: unitSchema,
      /** 'post needs' / 'posts need'. */
      postNeeds: unitSchema,
      check: unitSchema,
      warning: unitSchema,
      minute: unitSchema,
      character: unitSchema,
      problem: unitSchema,
      file: unitSchema,
      gap: unitSchema,
      cell: unitSchema,
      city: unitSchema,
      request: unitSchema,
    }),
    /** A post's state on the site, as its badge says it. */
    postStatus: z.strictObject({ published: textSchema, scheduled: textSchema, draft: textSchema }),
    /** A quality check's outcome, as its badge says it. */
    checkStatus: z.strictObject({ pass: textSchema, warn: textSchema, fail: textSchema }),
    /** Read before a field's error message by screen readers: 'Error:'. */
    errorPrefix: textSchema,
    /** After a file was offered: 'Downloaded {file}. Add it to {folder} and commit.' */
    downloaded: withTokens('file', 'folder'),
    quality: z.strictObject({
      noChecks: textSchema,
      /** 'All {checks} passed.' */
      allPassed: withTokens('checks'),
      /** '{count} failed' */
      failed: withTokens('count'),
      /** '{count} passed' */
      passed: withTokens('count'),
      readingGrade: textSchema,
      words: textSchema,
      readingTime: textSchema,
    }),
  }),
  /** /admin/blog: the list of posts and the editor. */
  blogAdmin: z.strictObject({
    list: z.strictObject({
      heading: textSchema,
      newPost: textSchema,
      intro: withTokens('folder'),
      filterLegend: textSchema,
      filters: z.strictObject({
        all: textSchema,
        published: textSchema,
        scheduled: textSchema,
        draft: textSchema,
      }),
      /** What the list says when a filter shows no post. */
      empty: z.strictObject({
        all: textSchema,
        published: textSchema,
        scheduled: textSchema,
        draft: textSchema,
      }),
      tableLabel: textSchema,
      columns: z.strictObject({
        title: textSchema,
        status: textSchema,
        published: textSchema,
        author: textSchema,
        action: textSchema,
      }),
      untitled: textSchema,
      noSlug: textSchema,
      newNote: textSchema,
      unsavedNote: textSchema,
      edit: textSchema,
    }),
    editor: z.strictObject({
      back: textSchema,
      newHeading: textSchema,
      editHeading: withTokens('title'),
      untitled: textSchema,
      newState: textSchema,
      unsavedState: textSchema,
      savedState: textSchema,
      /** 'Fix {problems} before downloading' */
      summaryHeading: withTokens('problems'),
      /** The fields' labels, also naming them in the error summary. */
      fields: z.strictObject({
        title: textSchema,
        slug: textSchema,
        description: textSchema,
        author: textSchema,
        published: textSchema,
        modified: textSchema,
        tags: textSchema,
        draft: textSchema,
        body: textSchema,
      }),
      hints: z.strictObject({
        title: withTokens('characters'),
        slug: withTokens('slug'),
        description: withTokens('characters'),
        tags: textSchema,
        /** The markdown examples are the tool's own ({headingSyntax}, {listSyntax}, {linkSyntax}, {phoneSyntax}). */
        body: withTokens('headingSyntax', 'listSyntax', 'linkSyntax', 'phoneSyntax'),
        draft: textSchema,
      }),
      notAnAdvisor: withTokens('author'),
      chooseAdvisor: textSchema,
      checksHeading: textSchema,
      checksFailed: withTokens('message'),
      download: textSchema,
      copy: textSchema,
      previewHeading: textSchema,
      previewUntitled: textSchema,
      previewFailed: withTokens('message'),
      previewEmpty: textSchema,
      fileFailed: withTokens('message'),
      copyFailed: withTokens('message'),
      copied: withTokens('file', 'characters'),
      copyRefused: textSchema,
    }),
  }),
  /** /admin/blog-quality. */
  blogQuality: z.strictObject({
    heading: withTokens('posts'),
    noPosts: textSchema,
    allPass: textSchema,
    attention: withTokens('needs', 'failed', 'warnings'),
    onlyAttention: textSchema,
    showing: withTokens('posts', 'total'),
    noneNeedAttention: textSchema,
    untitled: withTokens('slug'),
    noSlug: textSchema,
    verdicts: z.strictObject({ fail: textSchema, warn: textSchema, pass: textSchema }),
  }),
  /** /migrate-blog-posts. */
  migration: z.strictObject({
    summary: z.strictObject({
      empty: textSchema,
      ready: withTokens('posts'),
      noneReady: textSchema,
      fixing: withTokens('needs'),
    }),
    heading: textSchema,
    intro: textSchema,
    errorHeading: textSchema,
    fileLabel: textSchema,
    pasteLabel: textSchema,
    convert: textSchema,
    loadSample: textSchema,
    fileLoaded: withTokens('file', 'characters'),
    fileUnreadable: withTokens('file', 'message'),
    sampleLoaded: textSchema,
    nothing: textSchema,
    nothingWithSample: textSchema,
    resultsIntro: withTokens('folder'),
    emptyList: textSchema,
    downloadAll: textSchema,
    zipDownloaded: withTokens('file', 'files', 'folder'),
    zipFailed: withTokens('message'),
    /** The legacy export's words for the fields a problem names. */
    fieldNames: z.strictObject({
      post: textSchema,
      title: textSchema,
      slug: textSchema,
      date: textSchema,
      published: textSchema,
      modified: textSchema,
      author: textSchema,
      content: textSchema,
      body: textSchema,
      description: textSchema,
      tags: textSchema,
    }),
    untitled: withTokens('number'),
    where: withTokens('number'),
    whereWithSlug: withTokens('number', 'slug'),
    fileName: textSchema,
    showMarkdown: withTokens('file'),
    downloadFile: withTokens('file'),
    problemsToFix: withTokens('problems'),
    notConverted: textSchema,
    looks: z.strictObject({ ready: textSchema, problems: textSchema }),
  }),
  /** /content-strategy. */
  strategy: z.strictObject({
    gapsHeading: textSchema,
    noGaps: textSchema,
    gapsSummary: withTokens('gaps', 'high', 'medium', 'low'),
    gapWhere: withTokens('topic', 'place'),
    showFirst: withTokens('count'),
    showAll: withTokens('count', 'hidden'),
    coverageHeading: textSchema,
    coverageIntro: textSchema,
    stateSummary: withTokens('gaps', 'cells'),
    stateLabel: withTokens('place'),
    tableLabel: withTokens('place'),
    caption: withTokens('place', 'cities'),
    otherPlaces: textSchema,
    otherCaption: textSchema,
    placeColumn: textSchema,
    kinds: z.strictObject({ state: textSchema, city: textSchema }),
    gap: textSchema,
    priorities: z.strictObject({ high: textSchema, medium: textSchema, low: textSchema }),
  }),
  /** /admin/leads: the callback requests visitors sent. */
  leadsInbox: z.strictObject({
    filtersLabel: textSchema,
    statusFilterLabel: textSchema,
    allStatuses: textSchema,
    searchLabel: textSchema,
    searchHint: textSchema,
    applyFilters: textSchema,
    exportCsv: textSchema,
    exported: withTokens('file'),
    loading: textSchema,
    count: withTokens('requests'),
    empty: textSchema,
    statuses: z.strictObject({ new: textSchema, called: textSchema, booked: textSchema, closed: textSchema }),
    bestTimes: z.strictObject({
      morning: textSchema,
      afternoon: textSchema,
      evening: textSchema,
      anytime: textSchema,
    }),
    fields: z.strictObject({
      /** The request's short reference, as the visitor's confirmation gave it (`leadReference`). */
      reference: textSchema,
      phone: textSchema,
      bestTime: textSchema,
      place: textSchema,
      topic: textSchema,
      page: textSchema,
      received: textSchema,
      consent: textSchema,
      webhook: textSchema,
    }),
    noPlace: textSchema,
    noTopic: textSchema,
    consentGiven: withTokens('version', 'time'),
    consentNotGiven: withTokens('version'),
    consentMissing: textSchema,
    delivery: z.strictObject({
      none: textSchema,
      pending: textSchema,
      delivered: withTokens('time'),
      retrying: withTokens('attempts', 'error'),
      failed: withTokens('attempts', 'error'),
    }),
    statusLabel: textSchema,
    notesLabel: textSchema,
    notesHint: textSchema,
    save: textSchema,
    saving: textSchema,
    saved: textSchema,
    delete: textSchema,
    confirmDelete: withTokens('name'),
    confirmDeleteYes: textSchema,
    confirmDeleteNo: textSchema,
    deleted: withTokens('name'),
    failures: z.strictObject({
      unavailable: textSchema,
      noAccess: textSchema,
      needsSecondFactor: textSchema,
      signedOut: textSchema,
      invalid: textSchema,
      gone: textSchema,
    }),
    retry: textSchema,
  }),
});

export type StaffToolsCopy = z.output<typeof staffToolsSchema>;
