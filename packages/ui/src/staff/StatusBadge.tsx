import {
  CalendarClock,
  CircleCheck,
  CircleX,
  FileCheck,
  Flag,
  PencilLine,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import type { CheckStatus, ContentStrategyPriority, PostStatus } from './types';
import * as styles from './staff.css';

interface BadgeLook {
  word: string;
  icon: LucideIcon;
  tone: styles.BadgeVariants['tone'];
}

/** A post's state on the site, in words. */
export const postStatusLooks: Record<PostStatus, BadgeLook> = {
  published: { word: 'Published', icon: CircleCheck, tone: 'success' },
  scheduled: { word: 'Scheduled', icon: CalendarClock, tone: 'brand' },
  draft: { word: 'Draft', icon: PencilLine, tone: 'neutral' },
};

/** A quality check's outcome, in words. */
export const checkStatusLooks: Record<CheckStatus, BadgeLook> = {
  pass: { word: 'Pass', icon: CircleCheck, tone: 'success' },
  warn: { word: 'Warning', icon: TriangleAlert, tone: 'warning' },
  fail: { word: 'Fail', icon: CircleX, tone: 'critical' },
};

/** A content gap's priority, in words. */
export const priorityLooks: Record<ContentStrategyPriority, BadgeLook> = {
  high: { word: 'High priority', icon: Flag, tone: 'warning' },
  medium: { word: 'Medium priority', icon: Flag, tone: 'brand' },
  low: { word: 'Low priority', icon: Flag, tone: 'neutral' },
};

/** A converted legacy post: ready to add, or not. */
export const migrationLooks = {
  ready: { word: 'Ready to add', icon: FileCheck, tone: 'success' },
  problems: { word: 'Needs fixing', icon: CircleX, tone: 'critical' },
} satisfies Record<string, BadgeLook>;

/** An icon and a word on a solid colour: the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ look }: { look: BadgeLook }) {
  const Icon = look.icon;
  return (
    <span className={styles.badge({ tone: look.tone })}>
      <Icon aria-hidden="true" focusable="false" className={styles.badgeIcon} />
      {look.word}
    </span>
  );
}
