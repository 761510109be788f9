// @agency/ui/kit: the design system's tokens and shared class names for packages that build their own screens on it
// (@agency/staff). Style-only and free of React, so a package's `.css.ts` files can import it (vanilla-extract runs
// them in Node at build time). The rules behind these classes are in @agency/ui/styles.css.
export { vars } from './styles/vars.css';
export { breakpoints, tokens } from './styles/tokens';
export type { Breakpoint, Tokens } from './styles/tokens';
/** The heading recipe (`headingClass({ level: 2 })`), for a raw <h2> that is not a <Heading>. */
export { heading as headingClass } from './primitives/Heading/Heading.css';
/**
 * The layout and shape recipes the ui's own components are composed from (`style([listReset, stack.small, { ... }])`):
 * stacks and rows by space token, the list reset, rules, card feet, touch targets, discs, panels and badges.
 */
export {
  badge,
  cardAction,
  cardBadge,
  cardFoot,
  cardFootRuled,
  inlineRow,
  listReset,
  panel,
  row,
  ruleAbove,
  stack,
  touchDisc,
  touchTarget,
  wrapRow,
} from './styles/recipes.css';
/** The tool forms' styles: the error summary, fieldsets, hints, messages, and the input look to extend. */
export {
  errorIcon,
  errorMessage,
  errorSummary,
  errorSummaryHeading,
  errorSummaryLink,
  errorSummaryList,
  fieldset,
  hint,
  inputBase,
  inputInvalidVariant,
  root as toolFormRoot,
} from './private/toolForm.css';
/** Checks that a configured backend address is http(s); the error names the setting (shared with the chat). */
export { checkBackendUrl } from './private/backendUrl';
