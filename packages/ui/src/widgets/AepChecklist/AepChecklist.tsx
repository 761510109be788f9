import { CircleCheck, Printer, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import * as styles from './AepChecklist.css';
import { parseTicks, serializeTicks, useSavedValue } from './savedTicks';

export interface AepChecklistItem {
  /** Stable id: the key the tick is saved under. */
  id: string;
  /** The step, one short sentence. */
  text: string;
  /** Optional help under the step. */
  help?: string;
}

export interface AepChecklistGroup {
  /** Unique id of the group. */
  id: string;
  /** The group heading (h3), e.g. "Before October 15". */
  heading: string;
  /** The steps of the group, in order. */
  items: ReadonlyArray<AepChecklistItem>;
}

export interface AepChecklistCopy {
  /** The checklist's heading (h2). */
  title: string;
  /** One or two sentences under the title. */
  intro?: string;
  /** Progress line with {done} and {total}, e.g. "{done} of {total} done". */
  progressLabel: string;
  /** Shown once every step is ticked. */
  allDoneText?: string;
  /** The button that clears every tick, e.g. "Start over". */
  resetLabel: string;
  /** Title of the dialog that asks to confirm the reset. */
  resetConfirmTitle: string;
  /** What the reset does, in the dialog. */
  resetConfirmText: string;
  /** The dialog button that clears the ticks. */
  resetConfirmLabel: string;
  /** The dialog button that keeps the ticks. */
  resetCancelLabel: string;
  /** Accessible name of the dialog's close button, e.g. "Close". */
  closeLabel: string;
  /** The print button. */
  printLabel: string;
  /** Where the ticks are kept, e.g. "Your ticks are saved on this device." */
  savedNote: string;
}

/** How far the visitor has got. */
export interface AepChecklistProgress {
  /** Steps ticked. */
  done: number;
  /** Steps in all. */
  total: number;
}

export interface AepChecklistProps {
  /** In-page anchor of the checklist, e.g. "checklist". */
  id?: string;
  /** The steps, in groups with headings. */
  groups: ReadonlyArray<AepChecklistGroup>;
  /** Every word the checklist shows. */
  copy: AepChecklistCopy;
  /** localStorage key the ticks are saved under, e.g. "aep-checklist". */
  storageKey: string;
  /** Called after the visitor ticks, unticks or resets, with the ticked ids (in checklist order) and progress. */
  onChange?: (checkedIds: ReadonlyArray<string>, progress: AepChecklistProgress) => void;
  /** Called when the visitor presses the print button, before the print dialog opens. */
  onPrint?: () => void;
}

/** Fills {done} and {total} in the progress line. */
export function formatProgress(template: string, { done, total }: AepChecklistProgress): string {
  return template.replace(/\{done\}/g, String(done)).replace(/\{total\}/g, String(total));
}

/**
 * The annual enrollment checklist: tick boxes in groups, saved in this browser (localStorage, read after mount, so
 * the prerendered page shows every box empty), a progress line and bar whose changes are announced politely, a
 * reset that asks first, and a print button with a clean printout (☐/☑ marks, no buttons).
 */
export function AepChecklist({ id, groups, copy, storageKey, onChange, onPrint }: AepChecklistProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const allIds = useMemo(() => groups.flatMap((group) => group.items.map((item) => item.id)), [groups]);
  const [raw, save] = useSavedValue(storageKey);
  const checkedIds = useMemo(() => parseTicks(raw, allIds), [raw, allIds]);
  const checked = useMemo(() => new Set(checkedIds), [checkedIds]);
  const [confirming, setConfirming] = useState(false);
  // Set only by the visitor's own changes, so restoring saved ticks on load is not read out.
  const [announcement, setAnnouncement] = useState('');

  const total = allIds.length;
  const done = checkedIds.length;
  const progressText = formatProgress(copy.progressLabel, { done, total });
  const allDone = total > 0 && done === total;

  const commit = (next: ReadonlyArray<string>) => {
    save(serializeTicks(next));
    const progress = { done: next.length, total };
    setAnnouncement(formatProgress(copy.progressLabel, progress));
    onChange?.(next, progress);
  };

  const toggle = (itemId: string, tick: boolean) => {
    commit(allIds.filter((other) => (other === itemId ? tick : checked.has(other))));
  };

  const reset = () => {
    setConfirming(false);
    commit([]);
  };

  const print = () => {
    onPrint?.();
    window.print();
  };

  return (
    <section id={id} className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Heading level={2} id={titleId}>
          {copy.title}
        </Heading>
        {copy.intro ? <Text>{copy.intro}</Text> : null}
      </header>

      <div className={styles.progress}>
        <p className={styles.progressText}>{progressText}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={progressText}
        >
          <div className={styles.barFill} style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
        </div>
        {allDone && copy.allDoneText ? (
          <p className={styles.allDone}>
            <CircleCheck className={styles.allDoneIcon} aria-hidden="true" size={26} />
            {copy.allDoneText}
          </p>
        ) : null}
        <p role="status" className={visuallyHidden}>
          {announcement}
        </p>
      </div>

      {groups.map((group) => {
        const groupHeadingId = `${baseId}-${group.id}`;
        return (
          <div key={group.id} className={styles.group}>
            <Heading level={3} id={groupHeadingId} className={styles.groupHeading}>
              {group.heading}
            </Heading>
            <ul className={styles.items} aria-labelledby={groupHeadingId}>
              {group.items.map((item) => {
                const isChecked = checked.has(item.id);
                return (
                  <li key={item.id} className={styles.item}>
                    <span className={styles.printMark} aria-hidden="true">
                      {isChecked ? '☑' : '☐'}
                    </span>
                    <Checkbox
                      id={`${baseId}-${item.id}`}
                      label={item.text}
                      description={item.help}
                      checked={isChecked}
                      onCheckedChange={(tick) => toggle(item.id, tick)}
                    />
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}

      <div className={styles.footer}>
        <div className={styles.actions}>
          <Button variant="secondary" icon={<Printer aria-hidden="true" size={22} />} onClick={print}>
            {copy.printLabel}
          </Button>
          <Button
            variant="outline"
            icon={<RotateCcw aria-hidden="true" size={22} />}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            {copy.resetLabel}
          </Button>
        </div>
        <Text size="small" tone="muted">
          {copy.savedNote}
        </Text>
      </div>

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.resetConfirmTitle}
        description={copy.resetConfirmText}
        closeLabel={copy.closeLabel}
      >
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={reset}>
            {copy.resetConfirmLabel}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {copy.resetCancelLabel}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
