/**
 * @generated SignedSource<<b2cd8edc24df866af3674e0746c05c32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConvertToOrderDialog_message$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly requestedCourse: {
    readonly databaseId: number;
  } | null | undefined;
  readonly " $fragmentType": "ConvertToOrderDialog_message";
};
export type ConvertToOrderDialog_message$key = {
  readonly " $data"?: ConvertToOrderDialog_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConvertToOrderDialog_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConvertToOrderDialog_message",
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
      "concreteType": "Course",
      "kind": "LinkedField",
      "name": "requestedCourse",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};

(node as any).hash = "1c2c754eba504b2d8941cf0bd9ff5c19";

export default node;
