// The one money formatter of the repository: every dollar amount a visitor, a chat answer or a staff tool shows is
// written by `formatMoney`. The ui package takes it as a prop (it never imports @agency/content at run time).

/**
 * A dollar amount as the site writes it: whole dollars without cents ("$283", "$1,736", "$109,000", "$185"), any
 * other amount with two decimals ("$202.90", "$38.99", "$14.50"). Rounded to the cent first; negative amounts get a
 * leading minus ("-$5.25"). Throws a RangeError for NaN or an infinite amount.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot write ${String(amount)} as money.`);
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = cents % 100;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
