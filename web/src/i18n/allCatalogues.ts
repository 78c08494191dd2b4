import adminDe from './adminCatalogue.de';
import adminEn from './adminCatalogue.en';
import de from './catalogue.de';
import en from './catalogue.en';
import { provideAdminCatalogue, provideCatalogue } from './catalogues';

// Both languages at once, for the server render and the tests, where the bytes do not matter. The admin
// texts too: the browser loads them with the admin area only (AdminTexts), while the tests render admin
// views on their own, so here the root catalogue carries them as well.
provideCatalogue('de', { ...de, ...adminDe });
provideCatalogue('en', { ...en, ...adminEn });
provideAdminCatalogue('de', adminDe);
provideAdminCatalogue('en', adminEn);
