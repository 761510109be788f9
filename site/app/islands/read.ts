// Reads the JSON the prerendered page carries for its islands.

/** The parsed JSON text of a `<script type="application/json">`, or undefined when missing or malformed. */
export function jsonOf<T>(script: Element | null | undefined): T | undefined {
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as T;
  } catch (error) {
    console.error('The page carries malformed data for its interactive parts.', error);
    return undefined;
  }
}
