import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { TabList, TabPanel } from '../courses/Tabs';
import { contentLanguageMessages as messages } from './messages';

export type ContentLanguage = 'de' | 'en';

/** The suffix of a text's English field (`title` → `titleEn`): the API's names for the English texts. */
export const englishField = <F extends string>(field: F) => `${field}En` as `${F}En`;

/** Whether a field holds an English text of the form, by the API's naming. */
export const isEnglishField = (field: string) => /[a-z]En$/.test(field);

/**
 * A group of texts written in German and English: a tab per language, each panel with that language's
 * inputs. Both panels stay mounted (what was typed is kept; a refused field can be shown and focused). A tab
 * whose fields were refused is marked like the form's own tabs.
 */
export function LanguageTabs({
  language,
  onSelect,
  invalid,
  german,
  english,
}: {
  language: ContentLanguage;
  onSelect: (language: ContentLanguage) => void;
  invalid: Partial<Record<ContentLanguage, boolean>>;
  german: ReactNode;
  english: ReactNode;
}) {
  const intl = useIntl();
  const idBase = useId();
  return (
    <div data-testid="language-tabs">
      <TabList
        idBase={idBase}
        label={intl.formatMessage(messages.tabsLabel)}
        tabs={[
          { key: 'de', label: intl.formatMessage(messages.german), invalid: invalid.de },
          { key: 'en', label: intl.formatMessage(messages.english), invalid: invalid.en },
        ]}
        selected={language}
        onSelect={onSelect}
        invalidText={intl.formatMessage(messages.invalid)}
      />
      <TabPanel idBase={idBase} tabKey="de" selected={language === 'de'}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18, paddingTop: 16 }}>{german}</div>
      </TabPanel>
      <TabPanel idBase={idBase} tabKey="en" selected={language === 'en'}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18, paddingTop: 16 }}>
          <p style={{ margin: 0 }}>{intl.formatMessage(messages.englishHint)}</p>
          {english}
        </div>
      </TabPanel>
    </div>
  );
}
