import { brand, getSections } from '@agency/content';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The share image (Open Graph), drawn at build time from the agency name and tagline. Prerendered. */
export function loader() {
  const tagline = getSections().phoneBanner.tagline;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#0b3c5d"/><rect x="60" y="60" width="1080" height="510" rx="32" fill="none" stroke="#ffd27a" stroke-width="6"/><text x="600" y="290" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escape(brand.agencyName)}</text><text x="600" y="380" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="44" fill="#ffd27a">${escape(tagline)}</text><text x="600" y="460" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="40" fill="#ffffff">${escape(brand.tollFreePhone.display)}</text></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
