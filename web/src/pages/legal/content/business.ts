import { CONTACT_EMAIL } from '../../../layout/contact';
import { ORGANISATION_ADDRESS, ORGANISATION_NAME } from '../../../seo/organization';

/** The facts SPEC §1 gives about the business, shared by every legal text (the rest are `Fill`s). */
export const BUSINESS = {
  name: ORGANISATION_NAME,
  postalCode: ORGANISATION_ADDRESS.postalCode as string,
  town: ORGANISATION_ADDRESS.addressLocality as string,
  email: CONTACT_EMAIL,
};

/** The supervisory authority for private bodies in Bavaria (Art. 77 GDPR complaints). */
export const BAVARIAN_DPA = {
  name: 'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)',
  street: 'Promenade 18',
  town: '91522 Ansbach',
  url: 'https://www.lda.bayern.de',
};
