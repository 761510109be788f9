// The look of a field's message. Its rule is written once in private/toolForm.css, with the other tool-form rules
// (@agency/ui/kit hands it to the staff's sign-in too); this file names it for the component.
export { errorMessage as root } from '../../private/toolForm.css';
