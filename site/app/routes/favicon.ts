import { brand } from '@agency/content';

/** The favicon, drawn from the agency's initial so a re-brand needs no new artwork. Prerendered. */
export function loader() {
  const initial = brand.shortName.trim().charAt(0).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b3c5d"/><text x="32" y="45" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="38" font-weight="700" fill="#ffd27a">${initial}</text></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
