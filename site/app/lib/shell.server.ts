import {
  brand,
  constants,
  getChatCopy,
  getCallHours,
  getNav,
  getSections,
  getServiceAreas,
  getSocialProfiles,
} from '@agency/content';
import { pageTitle } from './meta/page-meta';

/**
 * Everything the parts shared by every page need from @agency/content: the phone banner and navigation, the
 * contact section, the footer, the phone bottom bar, the chat button, the 404 page and the loading label. The root
 * route's loader returns it at build time, so it travels in each page's HTML (as loader data) instead of the
 * JavaScript: no page's first-load script carries the content package.
 */
export function shellData() {
  const copy = getSections();
  const nav = getNav();
  const newTabLabel = copy.common.newTabLabel;
  return {
    phone: brand.tollFreePhone,
    localPhone: brand.localPhone,
    newTabLabel,
    analytics: brand.analytics,
    pageLoadingLabel: copy.pageLoading.label,
    skipLinkLabel: copy.common.skipLinkLabel,
    skipToFormLabel: copy.common.skipToFormLabel,
    skipToChatLabel: copy.common.skipToChatLabel,
    phoneBanner: { callLabel: copy.phoneBanner.callLabel, tagline: copy.phoneBanner.tagline },
    nav: {
      ...nav,
      agencyName: brand.agencyName,
      menuTitle: copy.common.menuTitle,
      navLabel: copy.common.mainNavLabel,
      backLabel: copy.common.menuBackLabel,
    },
    contact: {
      ...copy.contact,
      aboutLink: { label: copy.contact.aboutLink, href: '/about' },
      email: brand.email,
      address: brand.address,
      officeHours: brand.officeHours.contact,
      mapEmbedUrl: brand.links.mapEmbed,
      bookingHref: brand.links.booking,
    },
    footer: {
      agencyName: brand.agencyName,
      phoneLabel: copy.contact.phoneLabel,
      quickLinksHeading: copy.footer.quickLinksHeading,
      quickLinks: [
        nav.home,
        ...nav.primary,
        ...nav.learn.filter((item) => item.id === 'about'),
        ...nav.tools,
      ].map(({ id, href, label }) => ({
        id,
        href,
        label,
      })),
      statesHeading: copy.footer.statesHeading,
      states: getServiceAreas().map(({ id, name, slug }) => ({ id, name, slug })),
      socialHeading: copy.footer.socialHeading,
      social: getSocialProfiles(),
      guarantee: copy.footer.guarantee,
      disclaimers: copy.footer.disclaimers,
      copyright: copy.footer.copyright,
    },
    callback: {
      copy: copy.callback,
      callHours: getCallHours(),
      statesServed: getServiceAreas().map(({ name }) => name),
    },
    mobileBar: copy.mobileBar,
    chat: {
      ...copy.chat,
      // Who really answers, under the spec's title and subtitle (chat-copy).
      automatedLabel: getChatCopy().panel.automatedLabel,
      panelSize: constants.chatPanel,
      messageMaxLength: constants.chat.messageMaxLength,
      functionName: constants.chat.functionName,
      anonymousId: {
        prefix: constants.chat.anonymousIdPrefix,
        randomLength: constants.chat.anonymousIdRandomLength,
        storageKey: constants.chat.anonymousIdStorageKey,
      },
    },
    notFound: { ...copy.notFound, metaTitle: pageTitle(copy.notFound.metaTitle) },
  };
}

export type ShellData = ReturnType<typeof shellData>;
