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

/** A badge's icon and colour; its word comes from the tool's copy. */
export interface BadgeLook {
  icon: LucideIcon;
  tone: styles.BadgeVariants['tone'];
}

/** A post's state on the site (words: `copy.common.postStatus`). */
export const postStatusLooks: Record<PostStatus, BadgeLook> = {
  published: { icon: CircleCheck, tone: 'success' },
  scheduled: { icon: CalendarClock, tone: 'brand' },
  draft: { icon: PencilLine, tone: 'neutral' },
};

/** A quality check's outcome (words: `copy.common.checkStatus`). */
export const checkStatusLooks: Record<CheckStatus, BadgeLook> = {
  pass: { icon: CircleCheck, tone: 'success' },
  warn: { icon: TriangleAlert, tone: 'warning' },
  fail: { icon: CircleX, tone: 'critical' },
};

/** A content gap's priority (words: `copy.strategy.priorities`). */
export const priorityLooks: Record<ContentStrategyPriority, BadgeLook> = {
  high: { icon: Flag, tone: 'warning' },
  medium: { icon: Flag, tone: 'brand' },
  low: { icon: Flag, tone: 'neutral' },
};

/** A converted legacy post: ready to add, or not (words: `copy.migration.looks`). */
export const migrationLooks = {
  ready: { icon: FileCheck, tone: 'success' },
  problems: { icon: CircleX, tone: 'critical' },
} satisfies Record<string, BadgeLook>;

/** An icon and a word on a solid colour: the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ look, word }: { look: BadgeLook; word: string }) {
  const Icon = look.icon;
  return (
    <span className={styles.badge({ tone: look.tone })}>
      <Icon aria-hidden="true" focusable="false" className={styles.badgeIcon} />
      {word}
    </span>
  );
}
