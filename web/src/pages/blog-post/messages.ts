import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

export const blogPostMessages = defineMessages<{
  back: None;
  published: None;
  updated: None;
  tags: None;
  shareTitle: None;
  shareEmail: None;
  shareWhatsApp: None;
  shareFacebook: None;
  shareLinkedIn: None;
  shareX: None;
  copyLink: None;
  copied: None;
  copyFailed: None;
  newWindow: None;
  related: None;
  notFoundPageTitle: None;
  notFoundTitle: None;
  notFoundText: None;
  notFoundBack: None;
}>({
  back: { id: 'blog.post.back', description: 'Link from an article back to the blog list' },
  published: { id: 'blog.post.published', description: 'Label before the publication date of an article' },
  updated: { id: 'blog.post.updated', description: 'Label before the date an article was last changed' },
  tags: { id: 'blog.post.tags', description: 'Heading of the tags at the end of an article' },
  shareTitle: { id: 'blog.post.share.title', description: 'Heading of the share buttons' },
  shareEmail: { id: 'blog.post.share.email', description: 'Share link: send the article by e-mail' },
  shareWhatsApp: { id: 'blog.post.share.whatsapp', description: 'Share link: WhatsApp' },
  shareFacebook: { id: 'blog.post.share.facebook', description: 'Share link: Facebook' },
  shareLinkedIn: { id: 'blog.post.share.linkedin', description: 'Share link: LinkedIn' },
  shareX: { id: 'blog.post.share.x', description: 'Share link: X (formerly Twitter)' },
  copyLink: { id: 'blog.post.share.copy', description: "Button copying the article's address to the clipboard" },
  copied: { id: 'blog.post.share.copied', description: 'Confirmation after the address was copied' },
  copyFailed: { id: 'blog.post.share.copyFailed', description: 'Shown when the browser refused to copy the address' },
  newWindow: { id: 'blog.post.share.newWindow', description: 'Spoken hint on share links that open in a new window' },
  related: { id: 'blog.post.related', description: 'Heading of the related articles below an article' },
  notFoundPageTitle: { id: 'blog.notFound.pageTitle', description: 'Browser tab title when an article does not exist' },
  notFoundTitle: { id: 'blog.notFound.title', description: 'Heading when an article does not exist or is not published' },
  notFoundText: { id: 'blog.notFound.text', description: 'Text when an article does not exist or is not published' },
  notFoundBack: { id: 'blog.notFound.back', description: 'Button from the not-found screen to the blog list' },
});
