/**
 * @generated SignedSource<<183d077bbc76329fc650d8558ce91ddd>>
 * @relayHash ce5a36ba84f71b79828017df4735d93b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e759803c2cd46b9acc5a644779d98217748ea636cf7a3d2b5de45f1d8a7732f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "CART_EMPTY" | "COURSE_ENDED" | "COURSE_FULL" | "COURSE_NOT_FOUND" | "COURSE_STARTED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_BIC" | "INVALID_CHARACTERS" | "INVALID_CREDENTIALS" | "INVALID_EMAIL" | "INVALID_IBAN" | "INVALID_TOKEN" | "MUST_ACCEPT" | "NOT_IN_CART" | "ORDER_NOT_FOUND" | "ORDER_NOT_PAYABLE" | "OUT_OF_RANGE" | "PARTICIPANTS_INCOMPLETE" | "PAYMENT_FAILED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRICES_CHANGED" | "REJECTED" | "REQUIRED" | "TOKEN_EXPIRED" | "TOO_LONG" | "TOO_SHORT" | "%future added value";
export type useHoldCartPlacesMutation$variables = Record<PropertyKey, never>;
export type useHoldCartPlacesMutation$data = {
  readonly holdCartPlaces: {
    readonly cart: {
      readonly " $fragmentSpreads": FragmentRefs<"CartContext_cart">;
    };
    readonly errors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly heldUntil: string | null | undefined;
  };
};
export type useHoldCartPlacesMutation = {
  response: useHoldCartPlacesMutation$data;
  variables: useHoldCartPlacesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heldUntil",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "errors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useHoldCartPlacesMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HoldCartPlacesPayload",
        "kind": "LinkedField",
        "name": "holdCartPlaces",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CartContext_cart"
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useHoldCartPlacesMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HoldCartPlacesPayload",
        "kind": "LinkedField",
        "name": "holdCartPlaces",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalAmountCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CartItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lineTotalCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bookable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Course",
                    "kind": "LinkedField",
                    "name": "course",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "availableSlots",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartParticipant",
                    "kind": "LinkedField",
                    "name": "participants",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6e759803c2cd46b9acc5a644779d98217748ea636cf7a3d2b5de45f1d8a7732f",
    "metadata": {},
    "name": "useHoldCartPlacesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bebd2dd289796322ea67286747e176fd";

export default node;
