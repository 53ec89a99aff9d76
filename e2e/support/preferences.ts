import { expect, type Page } from '@playwright/test';

/** The utility bar's language (in the language button's popover) and currency links, marked aria-current. */
const LANGUAGE_NAMES = { en: 'English', bn: 'বাংলা (Bengali)' } as const;
type Language = keyof typeof LANGUAGE_NAMES;
type Currency = 'USD' | 'Tk';

/** The button naming the language in force ("Language: English"), which opens the choices. */
export const languageButton = (page: Page) => page.getByRole('button', { name: /^(Language|ভাষা): / });

export const languageChoice = (page: Page, language: Language) =>
  page
    .getByRole('list', { name: /^(Language|ভাষা)$/ })
    .getByRole('link', { name: LANGUAGE_NAMES[language], exact: true });

export const currencyChoice = (page: Page, currency: Currency) =>
  page.getByRole('group', { name: /^(Currency|মুদ্রা)$/ }).getByRole('link', { name: currency, exact: true });

export async function chooseLanguage(page: Page, language: Language) {
  await languageButton(page).click();
  await languageChoice(page, language).click();
  await expectLanguage(page, language);
}

export async function chooseCurrency(page: Page, currency: Currency) {
  await currencyChoice(page, currency).click();
  await expectCurrency(page, currency);
}

export async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // <html lang> is written as the language switches, the button's name at React's next commit.
  const named = LANGUAGE_NAMES[language].replace(/[()]/g, '\\$&');
  await expect(languageButton(page)).toHaveAttribute('aria-label', new RegExp(`: ${named}$`));
}

export const expectCurrency = (page: Page, currency: Currency) =>
  expect(currencyChoice(page, currency)).toHaveAttribute('aria-current', 'true');
