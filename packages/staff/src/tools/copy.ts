// The words of the staff tools, given as a prop: @agency/content's `getStaffToolsCopy()` (its staff-tools
// collection). Copied from the content side's schema, not imported: the ui package never imports @agency/content at
// run time, and TypeScript matches the two structurally. Templates hold {tokens} the tools fill ({file}, {posts});
// a counted token is the number and its unit ('3 posts').

/** The two forms of a counted word: 'post' / 'posts'. */
export interface StaffUnit {
  one: string;
  other: string;
}

/** Words every tool shares. */
export interface StaffCommonCopy {
  units: Record<
    | 'post'
    | 'postNeeds'
    | 'check'
    | 'warning'
    | 'minute'
    | 'character'
    | 'problem'
    | 'file'
    | 'gap'
    | 'cell'
    | 'city'
    | 'request',
    StaffUnit
  >;
  postStatus: Record<'published' | 'scheduled' | 'draft', string>;
  checkStatus: Record<'pass' | 'warn' | 'fail', string>;
  /** Read before a field's messages by screen readers: 'Error:'. */
  errorPrefix: string;
  /** 'Downloaded {file}. Add it to {folder} and commit.' */
  downloaded: string;
  quality: {
    noChecks: string;
    /** 'All {checks} passed.' */
    allPassed: string;
    /** '{count} failed' */
    failed: string;
    /** '{count} passed' */
    passed: string;
    readingGrade: string;
    words: string;
    readingTime: string;
  };
}

type Filters = Record<'all' | 'published' | 'scheduled' | 'draft', string>;

/** /admin/blog: the list and the editor. */
export interface BlogAdminCopy {
  list: {
    heading: string;
    newPost: string;
    /** {folder} */
    intro: string;
    filterLegend: string;
    filters: Filters;
    empty: Filters;
    tableLabel: string;
    columns: Record<'title' | 'status' | 'published' | 'author' | 'action', string>;
    untitled: string;
    noSlug: string;
    newNote: string;
    unsavedNote: string;
    edit: string;
  };
  editor: {
    back: string;
    newHeading: string;
    /** {title} */
    editHeading: string;
    untitled: string;
    newState: string;
    unsavedState: string;
    savedState: string;
    /** {problems} */
    summaryHeading: string;
    fields: Record<
      'title' | 'slug' | 'description' | 'author' | 'published' | 'modified' | 'tags' | 'draft' | 'body',
      string
    >;
    hints: {
      /** {characters} */
      title: string;
      /** {slug} */
      slug: string;
      /** {characters} */
      description: string;
      tags: string;
      /** {headingSyntax} {listSyntax} {linkSyntax} {phoneSyntax}: the markdown examples, written by the tool. */
      body: string;
      draft: string;
    };
    /** {author} */
    notAnAdvisor: string;
    chooseAdvisor: string;
    checksHeading: string;
    /** {message} */
    checksFailed: string;
    download: string;
    copy: string;
    previewHeading: string;
    previewUntitled: string;
    /** {message} */
    previewFailed: string;
    previewEmpty: string;
    /** {message} */
    fileFailed: string;
    /** {message} */
    copyFailed: string;
    /** {file} {characters} */
    copied: string;
    copyRefused: string;
  };
}

/** /admin/blog-quality. */
export interface BlogQualityCopy {
  /** {posts} */
  heading: string;
  noPosts: string;
  allPass: string;
  /** {needs} {failed} {warnings} */
  attention: string;
  onlyAttention: string;
  /** {posts} {total} */
  showing: string;
  noneNeedAttention: string;
  /** {slug} */
  untitled: string;
  noSlug: string;
  verdicts: Record<'fail' | 'warn' | 'pass', string>;
}

/** /migrate-blog-posts. */
export interface MigrationCopy {
  summary: {
    empty: string;
    /** {posts} */
    ready: string;
    noneReady: string;
    /** {needs} */
    fixing: string;
  };
  heading: string;
  intro: string;
  errorHeading: string;
  fileLabel: string;
  pasteLabel: string;
  convert: string;
  loadSample: string;
  /** {file} {characters} */
  fileLoaded: string;
  /** {file} {message} */
  fileUnreadable: string;
  sampleLoaded: string;
  nothing: string;
  nothingWithSample: string;
  /** {folder} */
  resultsIntro: string;
  emptyList: string;
  downloadAll: string;
  /** {file} {files} {folder} */
  zipDownloaded: string;
  /** {message} */
  zipFailed: string;
  fieldNames: Record<
    | 'post'
    | 'title'
    | 'slug'
    | 'date'
    | 'published'
    | 'modified'
    | 'author'
    | 'content'
    | 'body'
    | 'description'
    | 'tags',
    string
  >;
  /** {number} */
  untitled: string;
  /** {number} */
  where: string;
  /** {number} {slug} */
  whereWithSlug: string;
  fileName: string;
  /** {file} */
  showMarkdown: string;
  /** {file} */
  downloadFile: string;
  /** {problems} */
  problemsToFix: string;
  notConverted: string;
  looks: Record<'ready' | 'problems', string>;
}

/** /content-strategy. */
export interface StrategyCopy {
  gapsHeading: string;
  noGaps: string;
  /** {gaps} {high} {medium} {low} */
  gapsSummary: string;
  /** {topic} {place} */
  gapWhere: string;
  /** {count} */
  showFirst: string;
  /** {count} {hidden} */
  showAll: string;
  coverageHeading: string;
  coverageIntro: string;
  /** {gaps} {cells} */
  stateSummary: string;
  /** {place} */
  stateLabel: string;
  /** {place} */
  tableLabel: string;
  /** {place} {cities} */
  caption: string;
  otherPlaces: string;
  otherCaption: string;
  placeColumn: string;
  kinds: Record<'state' | 'city', string>;
  gap: string;
  priorities: Record<'high' | 'medium' | 'low', string>;
}

/** /admin/leads: the callback requests inbox. Tokens: {file}, {requests} (counted), {version}, {time}, {attempts},
 * {error}, {name}. */
export interface LeadsInboxCopy {
  filtersLabel: string;
  statusFilterLabel: string;
  allStatuses: string;
  searchLabel: string;
  searchHint: string;
  applyFilters: string;
  exportCsv: string;
  exported: string;
  loading: string;
  count: string;
  empty: string;
  statuses: Record<'new' | 'called' | 'booked' | 'closed', string>;
  bestTimes: Record<'morning' | 'afternoon' | 'evening' | 'anytime', string>;
  fields: Record<
    'phone' | 'bestTime' | 'place' | 'topic' | 'page' | 'received' | 'consent' | 'webhook',
    string
  >;
  noPlace: string;
  noTopic: string;
  consentGiven: string;
  consentNotGiven: string;
  consentMissing: string;
  delivery: Record<'none' | 'pending' | 'delivered' | 'retrying' | 'failed', string>;
  statusLabel: string;
  notesLabel: string;
  notesHint: string;
  save: string;
  saving: string;
  saved: string;
  delete: string;
  confirmDelete: string;
  confirmDeleteYes: string;
  confirmDeleteNo: string;
  deleted: string;
  failures: Record<'unavailable' | 'noAccess' | 'signedOut' | 'invalid' | 'gone', string>;
  retry: string;
}

/** Every staff tool's words (`getStaffToolsCopy()`); each tool takes the parts it needs. */
export interface StaffToolsCopy {
  common: StaffCommonCopy;
  blogAdmin: BlogAdminCopy;
  blogQuality: BlogQualityCopy;
  migration: MigrationCopy;
  strategy: StrategyCopy;
  leadsInbox: LeadsInboxCopy;
}
