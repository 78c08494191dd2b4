import de from './catalogue.de';
import en from './catalogue.en';
import { provideCatalogue } from './catalogues';

// Both languages at once, for the server render and the tests, where the bytes do not matter.
provideCatalogue('de', de);
provideCatalogue('en', en);
