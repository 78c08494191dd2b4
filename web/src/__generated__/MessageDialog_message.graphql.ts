/**
 * @generated SignedSource<<925a5f8b1c7751e4783faf2a1265fc8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageDialog_message$data = {
  readonly createdAt: string;
  readonly email: string;
  readonly isCourseRequest: boolean;
  readonly message: string;
  readonly name: string;
  readonly order: {
    readonly orderNumber: string;
  } | null | undefined;
  readonly subject: string;
  readonly " $fragmentType": "MessageDialog_message";
};
export type MessageDialog_message$key = {
  readonly " $data"?: MessageDialog_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageDialog_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageDialog_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
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
      "kind": "ScalarField",
      "name": "isCourseRequest",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};

(node as any).hash = "8cdd72d0c214fdb06e9c376262edef2a";

export default node;
