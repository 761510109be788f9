/**
 * The service-area states by name, in display order, as the site writes a list: "Alabama, Georgia, Florida,
 * Tennessee and Illinois". It fills `{serviceAreaStates}` (the footer's licensing line), so adding a state to the
 * service areas adds it wherever the site says where its advisors are licensed.
 */
export function stateNamesList(areas: ReadonlyArray<{ name: string }>): string {
  const names = areas.map((area) => area.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
