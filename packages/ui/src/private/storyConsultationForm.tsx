// For stories: the consultation form's parts that the ResultPanel's next step and Learn More lead to (its first field,
// `data-focus-first`, and its folded topic), as the page has them under #callback.

/** A stand-in for the consultation form under a story, with `summary` as the fold's label. */
export function StoryConsultationForm({ summary = 'More' }: { summary?: string }) {
  return (
    <div id="callback" data-focus-first="">
      <label htmlFor="story-name">Your name</label>
      <input id="story-name" name="name" />
      <details>
        <summary>{summary}</summary>
        <label htmlFor="story-topic">Topic</label>
        <textarea id="story-topic" name="topic" maxLength={500} />
      </details>
    </div>
  );
}
