/**
 * @generated SignedSource<<ebe7bbee5bfffdbaa645096366ba228f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NewsletterAudience = "ALL" | "DE" | "EN" | "%future added value";
export type NewsletterIssueStatus = "DRAFT" | "SENDING" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NewsletterComposer_issue$data = {
  readonly audience: NewsletterAudience;
  readonly bodyDe: string;
  readonly bodyEn: string;
  readonly id: string;
  readonly postIds: ReadonlyArray<string>;
  readonly status: NewsletterIssueStatus;
  readonly subjectDe: string;
  readonly subjectEn: string;
  readonly " $fragmentType": "NewsletterComposer_issue";
};
export type NewsletterComposer_issue$key = {
  readonly " $data"?: NewsletterComposer_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewsletterComposer_issue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewsletterComposer_issue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "audience",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subjectDe",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bodyDe",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subjectEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bodyEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "NewsletterIssue",
  "abstractKey": null
};

(node as any).hash = "06737d9d00ef65d7270ddcb418365617";

export default node;
