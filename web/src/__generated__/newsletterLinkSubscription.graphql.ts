/**
 * @generated SignedSource<<50e96ac8368d919d420d41a5938603d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NewsletterSubscriptionStatus = "CONFIRMED" | "PENDING" | "UNSUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type newsletterLinkSubscription$data = {
  readonly email: string;
  readonly status: NewsletterSubscriptionStatus;
  readonly " $fragmentType": "newsletterLinkSubscription";
};
export type newsletterLinkSubscription$key = {
  readonly " $data"?: newsletterLinkSubscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"newsletterLinkSubscription">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "newsletterLinkSubscription",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
  "type": "NewsletterSubscription",
  "abstractKey": null
};

(node as any).hash = "baf69a9f1da95dbaa2fc1b47225e1398";

export default node;
