import type { Page } from 'playwright-core';

/** Page objects for the blog list and an article. */
export class BlogListPage {
  constructor(private readonly page: Page) {}

  /** Every post shown: the featured one and the cards. */
  posts() {
    return this.page.locator('[data-testid="blog-featured"], [data-testid="blog-card"]');
  }

  featured() {
    return this.page.getByTestId('blog-featured');
  }

  async expectCount(count: number) {
    await this.page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="blog-featured"], [data-testid="blog-card"]').length === n,
      count,
    );
  }

  category(name: string) {
    return this.page.getByRole('navigation', { name: /Kategorien|Categories/ }).getByRole('link', { name, exact: true });
  }
}

export class BlogArticlePage {
  constructor(private readonly page: Page) {}

  title() {
    return this.page.getByTestId('blog-post-title');
  }

  copyLinkButton() {
    return this.page.getByTestId('share-copy');
  }

  copyStatus() {
    return this.page.getByTestId('share-copy-status');
  }
}
