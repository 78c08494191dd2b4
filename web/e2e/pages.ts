import type { Page } from 'playwright-core';

/** Page objects: what a visitor sees and does, by test id, role or visible text. */
export class CourseListPage {
  constructor(private readonly page: Page) {}

  cards() {
    return this.page.getByTestId('course-card');
  }

  async titles(): Promise<string[]> {
    await this.cards().first().waitFor();
    return this.cards().locator('h2, h3').allInnerTexts();
  }

  async search(text: string) {
    await this.page.getByTestId('filter-search').fill(text);
    await this.page.getByTestId('filter-submit').click();
  }

  async onlyAvailable() {
    await this.page.getByTestId('filter-only-available').click();
  }

  async reset() {
    await this.page.getByTestId('filter-reset').click();
  }
}
