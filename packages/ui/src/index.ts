// @agency/ui public API: a hand-written list, grouped by kind. The order of the style imports is the order of
// the CSS file: reset first, then the theme, then components. Import '@agency/ui/styles.css' once in the app.
import './styles/reset.css';
import './styles/theme.css';

// Design tokens
export { vars } from './styles/vars.css';
export { tokens, breakpoints } from './styles/tokens';
export type { Breakpoint, Tokens } from './styles/tokens';

// Providers
export { UiProvider, PlainLink } from './providers/UiProvider';
export type { UiProviderProps, LinkComponentProps } from './providers/UiProvider';

// Primitives
export { Link } from './primitives/Link/Link';
export type { LinkProps } from './primitives/Link/Link';

// Sections
export { PhoneBanner } from './sections/PhoneBanner/PhoneBanner';
export type { PhoneBannerProps } from './sections/PhoneBanner/PhoneBanner';
export { FaqSection } from './sections/FaqSection/FaqSection';
export type { FaqSectionProps, FaqSectionItem } from './sections/FaqSection/FaqSection';
export { NotFound } from './sections/NotFound/NotFound';
export type { NotFoundProps } from './sections/NotFound/NotFound';
