import type { Page } from 'playwright-core';

/** Page objects: what a visitor sees and does, by test id, role or visible text. */
export class CourseListPage {
  constructor(private readonly page: Page) {}

  cards() {
    return this.page.getByTestId('course-card');
  }

  /** Waits until the list shows `count` cards (the list updates after each filter change). */
  async expectCount(count: number) {
    await this.page.waitForFunction((n) => document.querySelectorAll('[data-testid="course-card"]').length === n, count);
  }

  async titles(): Promise<string[]> {
    return this.cards().getByRole('heading').allInnerTexts();
  }

  /** On phones the filter panel starts folded. */
  async openFiltersIfFolded() {
    const toggle = this.page.getByRole('button', { name: /Filter anzeigen|Show filters/ });
    if (await toggle.isVisible()) await toggle.click();
  }

  async selectLevel(label: string) {
    await this.page.getByLabel(/^Level$/).selectOption({ label });
  }

  async search(text: string) {
    await this.page.getByTestId('filter-search').fill(text);
    await this.page.getByTestId('filter-submit').click();
  }

  /** Applies on click: the list reloads for the new URL, then the radio shows the choice. */
  async onlyAvailable() {
    await this.page.getByTestId('filter-only-available').click();
  }

  async isOnlyAvailableChecked() {
    return this.page.getByTestId('filter-only-available').isChecked();
  }

  async reset() {
    await this.page.getByTestId('filter-reset').click();
  }

  chip(text: string) {
    return this.page.getByText(text, { exact: true });
  }
}
