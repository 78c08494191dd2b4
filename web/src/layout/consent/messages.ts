import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

// Changing what these texts say about cookies or external content means bumping CONSENT_TEXT_VERSION
// (consentChoice.ts), so that visitors who agreed to the old wording are asked again.
export const consentMessages = defineMessages<{
  bannerLabel: NoMessageValues;
  bannerText: { privacyLink: MessageTag };
  acceptAll: NoMessageValues;
  onlyNecessary: NoMessageValues;
  settings: NoMessageValues;
  dialogTitle: NoMessageValues;
  dialogIntro: NoMessageValues;
  close: NoMessageValues;
  save: NoMessageValues;
  alwaysOn: NoMessageValues;
  necessaryName: NoMessageValues;
  necessaryText: NoMessageValues;
  marketingName: NoMessageValues;
  marketingText: NoMessageValues;
  footerLink: NoMessageValues;
  externalImageText: NoMessageValues;
  externalImageAllow: NoMessageValues;
}>({
  bannerLabel: { id: 'consent.banner.label', description: 'Accessible name of the cookie banner region' },
  bannerText: {
    id: 'consent.banner.text',
    description: 'Cookie banner text; <privacyLink>…</privacyLink> links the privacy policy',
  },
  acceptAll: { id: 'consent.acceptAll', description: 'Button in the cookie banner and dialog: allow every category' },
  onlyNecessary: { id: 'consent.onlyNecessary', description: 'Button in the cookie banner: only the necessary cookies (reject the rest)' },
  settings: { id: 'consent.settings', description: 'Button in the cookie banner: open the cookie settings dialog' },
  dialogTitle: { id: 'consent.dialog.title', description: 'Heading of the cookie settings dialog' },
  dialogIntro: { id: 'consent.dialog.intro', description: 'Text under the heading of the cookie settings dialog' },
  close: { id: 'consent.dialog.close', description: 'Accessible label of the button closing the cookie dialog without saving' },
  save: { id: 'consent.dialog.save', description: 'Button in the cookie dialog: store the chosen categories' },
  alwaysOn: { id: 'consent.category.alwaysOn', description: 'Note beside the necessary category: it cannot be switched off' },
  necessaryName: { id: 'consent.category.necessary', description: 'Cookie category name: necessary' },
  necessaryText: { id: 'consent.category.necessary.text', description: 'What the necessary category covers on this site' },
  marketingName: { id: 'consent.category.marketing', description: 'Cookie category name: marketing and external content' },
  marketingText: {
    id: 'consent.category.marketing.text',
    description: 'What the marketing category covers on this site: images from an external host',
  },
  footerLink: { id: 'consent.footerLink', description: 'Footer button reopening the cookie settings dialog' },
  externalImageText: { id: 'consent.externalImage.text', description: 'In place of an image from an external host, before consent' },
  externalImageAllow: {
    id: 'consent.externalImage.allow',
    description: 'Button in place of an external image: allow external images (the marketing category)',
  },
});
