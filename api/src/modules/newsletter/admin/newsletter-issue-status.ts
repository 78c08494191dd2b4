/** How far an issue's sending got, as staff's list shows it (registered for GraphQL in newsletter-admin.types.ts). */
export enum NewsletterIssueStatus {
  DRAFT = 'draft',
  SENDING = 'sending',
  SENT = 'sent',
  CAUGHT = 'caught',
}
