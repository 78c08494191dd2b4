/**
 * @generated SignedSource<<34dab4ce29b735bff8591aa8509d3d2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NewsletterAudience = "ALL" | "DE" | "EN" | "%future added value";
export type NewsletterIssueStatus = "CAUGHT" | "DRAFT" | "SENDING" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NewsletterComposer_issue$data = {
  readonly audience: NewsletterAudience;
  readonly bodyDe: string;
  readonly bodyEn: string;
  readonly createdAt: string;
  readonly id: string;
  readonly postIds: ReadonlyArray<string>;
  readonly progress: {
    readonly caught: number;
    readonly failed: number;
    readonly percent: number;
    readonly sent: number;
    readonly total: number;
  };
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
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "postIds",
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NewsletterProgress",
      "kind": "LinkedField",
      "name": "progress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caught",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NewsletterIssue",
  "abstractKey": null
};

(node as any).hash = "98389b5c89f8a854a93217525b3dbc8e";

export default node;
