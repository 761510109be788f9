// The error summary's look. Its rules are written once in private/toolForm.css, with the other tool-form rules, because
// @agency/ui/kit hands them to the staff's sign-in and the callback form builds its own alert from them; this file
// names them for the component.
export {
  errorSummary as root,
  errorSummaryHeading as heading,
  errorIcon as icon,
  errorSummaryList as list,
  errorSummaryLink as link,
} from '../../private/toolForm.css';
