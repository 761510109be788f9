// @agency/ui public API: a hand-written list, grouped by kind. The order of the style imports is the order of
// the CSS file: reset first, then the theme, then components. Import '@agency/ui/styles.css' once in the app.
import './styles/reset.css';
import './styles/theme.css';

// Design tokens
export { vars } from './styles/vars.css';
export { tokens, breakpoints } from './styles/tokens';
export type { Breakpoint, Tokens } from './styles/tokens';
export { sprinkles } from './styles/sprinkles.css';
export type { Sprinkles } from './styles/sprinkles.css';

// Providers
export { UiProvider, PlainLink } from './providers/UiProvider';
export type { UiProviderProps, LinkComponentProps } from './providers/UiProvider';

// Primitives
export { Box } from './primitives/Box/Box';
export type { BoxProps } from './primitives/Box/Box';
export { Stack } from './primitives/Stack/Stack';
export type { StackProps } from './primitives/Stack/Stack';
export { Text, textSizes, textTones } from './primitives/Text/Text';
export type { TextProps } from './primitives/Text/Text';
export { Heading, headingLevels } from './primitives/Heading/Heading';
export type { HeadingProps, HeadingLevel, HeadingWrap } from './primitives/Heading/Heading';
export { Button, ButtonLink, buttonVariants, buttonSizes } from './primitives/Button/Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './primitives/Button/Button';
export { Link } from './primitives/Link/Link';
export type { LinkProps } from './primitives/Link/Link';
export { Card, cardTones, cardGaps, cardPaddings } from './primitives/Card/Card';
export type { CardProps, CardTone, CardGap, CardPadding } from './primitives/Card/Card';
export { CardGrid, cardGridWidths } from './primitives/CardGrid/CardGrid';
export type { CardGridProps, CardGridItemsProps, CardGridWidth } from './primitives/CardGrid/CardGrid';
export { Tiles, tilesColumnCounts, tilesSpaces } from './primitives/Tiles/Tiles';
export type { TilesProps, TilesColumnCount, TilesSpace } from './primitives/Tiles/Tiles';
export { FeatureCard, featureCardIconPlacements } from './primitives/FeatureCard/FeatureCard';
export type {
  FeatureCardProps,
  FeatureCardItem,
  FeatureCardIconPlacement,
} from './primitives/FeatureCard/FeatureCard';
export { IconDisc, iconDiscSizes, iconDiscTones } from './primitives/IconDisc/IconDisc';
export type { IconDiscProps, IconDiscSize, IconDiscTone } from './primitives/IconDisc/IconDisc';
export { TickList } from './primitives/TickList/TickList';
export type { TickListProps } from './primitives/TickList/TickList';
export { Section, sectionTones } from './primitives/Section/Section';
export type { SectionProps, SectionTone, SectionBandProps } from './primitives/Section/Section';
export { Icon, icons } from './primitives/Icon/Icon';
export type { IconProps, IconName } from './primitives/Icon/Icon';
export { VisuallyHidden } from './primitives/VisuallyHidden/VisuallyHidden';
export { SkipLink } from './primitives/SkipLink/SkipLink';
export type { SkipLinkProps } from './primitives/SkipLink/SkipLink';
export { useArrivalFocus } from './private/useArrivalFocus';
export type { ArrivalFocusOptions } from './private/useArrivalFocus';
export { Checkbox } from './primitives/Checkbox/Checkbox';
export type { CheckboxProps } from './primitives/Checkbox/Checkbox';
export { Accordion } from './primitives/Accordion/Accordion';
export type { AccordionProps, AccordionItem } from './primitives/Accordion/Accordion';
export { Dialog } from './primitives/Dialog/Dialog';
export type { DialogProps } from './primitives/Dialog/Dialog';
export { Drawer } from './primitives/Drawer/Drawer';
export type { DrawerProps } from './primitives/Drawer/Drawer';
export { DropdownMenu } from './primitives/DropdownMenu/DropdownMenu';
export type { DropdownMenuProps, DropdownMenuItem } from './primitives/DropdownMenu/DropdownMenu';
export { ToastProvider, useToast, toastVariants } from './primitives/Toast/Toast';
export type { ToastProviderProps, ToastOptions, ToastVariant } from './primitives/Toast/Toast';
export { Spinner, PageLoading } from './primitives/Spinner/Spinner';
export type { SpinnerProps, PageLoadingProps } from './primitives/Spinner/Spinner';
export { Prose } from './primitives/Prose/Prose';
export type { ProseProps } from './primitives/Prose/Prose';
export { Breadcrumbs } from './primitives/Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './primitives/Breadcrumbs/Breadcrumbs';

// Sections
export { PhoneBanner } from './sections/PhoneBanner/PhoneBanner';
export type { PhoneBannerProps } from './sections/PhoneBanner/PhoneBanner';
export { FaqSection } from './sections/FaqSection/FaqSection';
export type { FaqSectionProps, FaqSectionItem } from './sections/FaqSection/FaqSection';
export { NotFound } from './sections/NotFound/NotFound';
export type { NotFoundProps } from './sections/NotFound/NotFound';
export { NavBar } from './sections/NavBar/NavBar';
export type { NavBarProps, NavBarItem } from './sections/NavBar/NavBar';
export { MobileMenu } from './sections/MobileMenu/MobileMenu';
export type { MobileMenuProps, MobileMenuItem } from './sections/MobileMenu/MobileMenu';
export { MobileBottomBar } from './sections/MobileBottomBar/MobileBottomBar';
export type { MobileBottomBarProps } from './sections/MobileBottomBar/MobileBottomBar';
export { Hero } from './sections/Hero/Hero';
export type { HeroProps, HeroLink, HeroTrustBadge } from './sections/Hero/Hero';
export { WhyChooseUs } from './sections/WhyChooseUs/WhyChooseUs';
export type { WhyChooseUsProps, WhyChooseUsItem } from './sections/WhyChooseUs/WhyChooseUs';
export { ProcessSteps } from './sections/ProcessSteps/ProcessSteps';
export type { ProcessStepsProps, ProcessStepsItem } from './sections/ProcessSteps/ProcessSteps';
export { CoverageOptions } from './sections/CoverageOptions/CoverageOptions';
export type { CoverageOptionsProps, CoverageOptionsItem } from './sections/CoverageOptions/CoverageOptions';
export { CarrierPartners } from './sections/CarrierPartners/CarrierPartners';
export type { CarrierPartnersProps, CarrierPartnersItem } from './sections/CarrierPartners/CarrierPartners';
export { MediaRecognition } from './sections/MediaRecognition/MediaRecognition';
export type {
  MediaRecognitionProps,
  MediaRecognitionItem,
} from './sections/MediaRecognition/MediaRecognition';
export { AdditionalServices } from './sections/AdditionalServices/AdditionalServices';
export type {
  AdditionalServicesProps,
  AdditionalServicesItem,
} from './sections/AdditionalServices/AdditionalServices';
export { ServiceAreas } from './sections/ServiceAreas/ServiceAreas';
export type { ServiceAreasProps, ServiceAreasItem } from './sections/ServiceAreas/ServiceAreas';
export { Testimonials } from './sections/Testimonials/Testimonials';
export type { TestimonialsProps, TestimonialsItem } from './sections/Testimonials/Testimonials';
export { Deadlines, deadlinePriorities, formatIsoDate } from './sections/Deadlines/Deadlines';
export type { DeadlinesProps, DeadlinesItem, DeadlinePriority } from './sections/Deadlines/Deadlines';
export { Contact, contactCallSources } from './sections/Contact/Contact';
export type { ContactProps, ContactCallSource } from './sections/Contact/Contact';
export { Footer, footerSocialNetworks } from './sections/Footer/Footer';
export type {
  FooterProps,
  FooterLink,
  FooterState,
  FooterSocialProfile,
  FooterSocialNetwork,
} from './sections/Footer/Footer';

export { PageHeader } from './sections/PageHeader/PageHeader';
export type { PageHeaderProps, PageHeaderWidth } from './sections/PageHeader/PageHeader';
export { ContentSections } from './sections/ContentSections/ContentSections';
export type { ContentSectionsProps, ContentSectionsItem } from './sections/ContentSections/ContentSections';
export { CallToAction } from './sections/CallToAction/CallToAction';
export type { CallToActionProps } from './sections/CallToAction/CallToAction';
export { FiguresNote } from './sections/FiguresNote/FiguresNote';
export type { FiguresNoteProps } from './sections/FiguresNote/FiguresNote';
export { LinkCards, linkCardsLayouts } from './sections/LinkCards/LinkCards';
export type { LinkCardsProps, LinkCardsItem, LinkCardsLayout } from './sections/LinkCards/LinkCards';
export { PostList } from './sections/PostList/PostList';
export type { PostListProps, PostListItem } from './sections/PostList/PostList';
export { AdvisorCards } from './sections/AdvisorCards/AdvisorCards';
export type { AdvisorCardsProps, AdvisorCardsItem } from './sections/AdvisorCards/AdvisorCards';
export { BookingFacade } from './sections/BookingFacade/BookingFacade';
export type { BookingFacadeProps } from './sections/BookingFacade/BookingFacade';
export { LoadingOverlay } from './sections/LoadingOverlay/LoadingOverlay';
export type { LoadingOverlayProps } from './sections/LoadingOverlay/LoadingOverlay';

export { PlanComparison, planComparisonCoverages } from './sections/PlanComparison/PlanComparison';
export type {
  PlanComparisonProps,
  PlanComparisonCopy,
  PlanComparisonRow,
  PlanComparisonPlan,
  PlanComparisonCell,
  PlanComparisonCoverage,
} from './sections/PlanComparison/PlanComparison';

// AEP city page parts
export { AepDateBadge, aepDateBadgeTones } from './sections/AepDateBadge/AepDateBadge';
export type { AepDateBadgeProps, AepDateBadgeTone } from './sections/AepDateBadge/AepDateBadge';
export { AepTimeline } from './sections/AepTimeline/AepTimeline';
export type { AepTimelineProps, AepTimelineItem } from './sections/AepTimeline/AepTimeline';
export { AepChangeTypes } from './sections/AepChangeTypes/AepChangeTypes';
export type { AepChangeTypesProps, AepChangeTypesItem } from './sections/AepChangeTypes/AepChangeTypes';
export { AepCommonMistakes } from './sections/AepCommonMistakes/AepCommonMistakes';
export type {
  AepCommonMistakesProps,
  AepCommonMistakesItem,
} from './sections/AepCommonMistakes/AepCommonMistakes';
export { VideoFacade, videoEmbedUrl } from './sections/VideoFacade/VideoFacade';
export type { VideoFacadeProps } from './sections/VideoFacade/VideoFacade';

// Widgets
export { ChatWidget, loadChatPanel } from './widgets/ChatWidget/ChatWidget';
export type { ChatWidgetProps } from './widgets/ChatWidget/ChatWidget';
export {
  chatFailureKinds,
  chatFallbackMessage,
  resolveChatBackend,
  sameOriginChatKey,
} from './widgets/ChatWidget/chatClient';
export type {
  ChatClient,
  ChatClientConfig,
  ChatFailure,
  ChatFailureKind,
  ChatFallbackCopy,
  ChatSendResult,
} from './widgets/ChatWidget/chatClient';
export {
  getAnonymousId,
  createAnonymousId,
  anonymousIdShape,
  anonymousIdDefaults,
} from './widgets/ChatWidget/anonymousId';
export type { AnonymousIdOptions, AnonymousIdStorage } from './widgets/ChatWidget/anonymousId';
export { ExitIntentPopup } from './widgets/ExitIntentPopup/ExitIntentPopup';
export type { ExitIntentPopupProps } from './widgets/ExitIntentPopup/ExitIntentPopup';
export { useExitIntent, isTopExit } from './widgets/ExitIntentPopup/useExitIntent';
export type { UseExitIntentOptions, UseExitIntentResult } from './widgets/ExitIntentPopup/useExitIntent';

export { AepChecklist, formatProgress } from './widgets/AepChecklist/AepChecklist';
export type {
  AepChecklistProps,
  AepChecklistGroup,
  AepChecklistItem,
  AepChecklistCopy,
  AepChecklistProgress,
} from './widgets/AepChecklist/AepChecklist';

export { EnrollmentTimeline } from './widgets/EnrollmentTimeline/EnrollmentTimeline';
export type {
  EnrollmentTimelineProps,
  EnrollmentTimelineCopy,
  EnrollmentTimelineCalendarEventCopy,
} from './widgets/EnrollmentTimeline/EnrollmentTimeline';
export {
  toTimelineSearch,
  fromTimelineSearch,
  dateErrorKinds,
} from './widgets/EnrollmentTimeline/enrollmentTimelineModel';
export type {
  ComputeTimeline,
  EnrollmentTimelineInput,
} from './widgets/EnrollmentTimeline/enrollmentTimelineModel';
export { toIcs } from './widgets/EnrollmentTimeline/ics';
export type { IcsEvent, IcsOptions } from './widgets/EnrollmentTimeline/ics';
export { CallbackForm } from './widgets/CallbackForm/CallbackForm';
export type {
  CallbackFormProps,
  CallbackFormCopy,
  CallbackFormResult,
} from './widgets/CallbackForm/CallbackForm';
export { callbackBestTimes } from './widgets/CallbackForm/callbackFormModel';
export type { CallbackBestTime, CallbackRequestBody } from './widgets/CallbackForm/callbackFormModel';
export { IrmaaCalculator } from './widgets/IrmaaCalculator/IrmaaCalculator';
export type {
  IrmaaCalculatorProps,
  IrmaaCalculatorCopy,
  IrmaaCalculatorStatusCopy,
} from './widgets/IrmaaCalculator/IrmaaCalculator';
export {
  irmaaCalculatorFilingStatuses,
  toIrmaaSearch,
  fromIrmaaSearch,
} from './widgets/IrmaaCalculator/irmaaCalculatorModel';
export type {
  IrmaaCalculatorRules,
  IrmaaCalculatorTable,
  IrmaaCalculatorBracket,
  IrmaaCalculatorBound,
  IrmaaCalculatorResult,
  IrmaaCalculatorInput,
  IrmaaCalculatorFilingStatus,
  IrmaaBoundWords,
} from './widgets/IrmaaCalculator/irmaaCalculatorModel';

// Utilities (last: their CSS comes after the components')
export { mobileBottomBarHeightVar } from './sections/MobileBottomBar/MobileBottomBar.css';

// Icon sets: a section that shows a few content-named icons bundles only those (Hero's trust badges).
export { createIcon } from './primitives/Icon/createIcon';
export { heroBadgeIcons } from './sections/Hero/Hero';
