/**
 * @generated SignedSource<<25be4effd7471eb4e97d9a19321712d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BookingRow_booking$data = {
  readonly course: {
    readonly databaseId: number;
  } | null | undefined;
  readonly courseTitle: string;
  readonly createdAt: string;
  readonly email: string;
  readonly id: string;
  readonly message: string | null | undefined;
  readonly name: string;
  readonly order: {
    readonly id: string;
    readonly orderNumber: string;
  } | null | undefined;
  readonly status: BookingStatus;
  readonly " $fragmentType": "BookingRow_booking";
};
export type BookingRow_booking$key = {
  readonly " $data"?: BookingRow_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingRow_booking">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingRow_booking",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "status",
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
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "courseTitle",
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Course",
      "kind": "LinkedField",
      "name": "course",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "Booking",
  "abstractKey": null
};
})();

(node as any).hash = "b004a66ad531dfba12f76bf0b3517844";

export default node;
