import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';
import { sprinkles } from '../../styles/sprinkles.css';

/** The query container: the layout follows the width of the section's column, not the window's. */
export const container = style({ containerType: 'inline-size' });

/**
 * The form first and the ways to reach us beside it when there is room (form | details, advisors and map), one
 * column on phones, the form on top. Without a form, the details alone, a readable measure wide.
 */
export const layout = recipe(
  {
    base: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.xlarge,
      alignItems: 'start',
    },
    variants: {
      withForm: {
        true: {
          '@container': {
            [`(min-width: ${breakpoints.desktop * 0.75}px)`]: {
              gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
            },
          },
        },
        false: { maxWidth: vars.size.prose, marginInline: 'auto' },
      },
    },
  },
  'contactLayout',
);

/** The form and its calls to action: a white panel (a phone keeps its width for the fields). */
export const formPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  // A phone keeps its whole width for the fields and the consent's words, on the section's band; wider columns get a
  // white panel with room around them.
  '@container': {
    [`(min-width: ${breakpoints.tablet * 0.75}px)`]: {
      padding: vars.space.medium,
      borderRadius: vars.radius.medium,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
    },
    [`(min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.large },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** The `<address>` around the details list: contact information, not italic. */
export const details = style({ fontStyle: 'normal' });

export const detailList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const detail = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const detailIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const detailLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

/** Indented under the label, past the icon. */
export const detailValue = style({
  margin: 0,
  paddingInlineStart: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The phone number and e-mail: large, underlined links with a 48px-tall target. */
export const detailLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecorationThickness: '0.08em',
});

/** The map area: a fixed 4:3 frame holding either the facade or the loaded map. */
export const map = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.brandSoft,
});

/** The facade before the map loads: a map-like pattern drawn in CSS, no third-party request. */
export const mapFacade = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  textAlign: 'center',
  backgroundColor: vars.color.brandSoft,
  backgroundImage: [
    `linear-gradient(90deg, transparent calc(50% - ${vars.space.xxsmall}), ${vars.color.surface} calc(50% - ${vars.space.xxsmall}), ${vars.color.surface} calc(50% + ${vars.space.xxsmall}), transparent calc(50% + ${vars.space.xxsmall}))`,
    `linear-gradient(0deg, transparent calc(40% - ${vars.space.xxsmall}), ${vars.color.surface} calc(40% - ${vars.space.xxsmall}), ${vars.color.surface} calc(40% + ${vars.space.xxsmall}), transparent calc(40% + ${vars.space.xxsmall}))`,
    `linear-gradient(30deg, transparent calc(70% - ${vars.space.xxsmall}), ${vars.color.surface} calc(70% - ${vars.space.xxsmall}), ${vars.color.surface} 70%, transparent 70%)`,
  ].join(', '),
});

/** The pin over the facade: white on a navy disc, one and a half touch targets wide. */
export const mapPin = style([
  sprinkles({ display: 'grid', borderRadius: 'full', background: 'brand', color: 'textOnBrand' }),
  {
    placeItems: 'center',
    width: `calc(${vars.size.touchTarget} * 1.5)`,
    height: `calc(${vars.size.touchTarget} * 1.5)`,
    boxShadow: vars.shadow.card,
  },
]);

export const mapAddress = style({
  maxWidth: '100%',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const mapFrame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

/** The link to the advisors: who the visitor will talk to. */
export const aboutLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  textDecorationThickness: '0.08em',
});

export const aboutIcon = style({ flexShrink: 0 });
