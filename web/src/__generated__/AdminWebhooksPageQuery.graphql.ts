/**
 * @generated SignedSource<<1511bea9c4183a959550f873c736acd6>>
 * @relayHash f71f4b8e21713b00cfb7dd2616c451bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d20adbe5eb448d2b3fa0d50c5142327337896ccc2fe44a0e9cc9121777f2341

import { ConcreteRequest } from 'relay-runtime';
export type WebhookAttemptError = "ADDRESS_NOT_ALLOWED" | "DNS_FAILED" | "HTTPS_REQUIRED" | "INVALID_URL" | "NETWORK_ERROR" | "SECRET_UNREADABLE" | "TIMEOUT" | "%future added value";
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type AdminWebhooksPageQuery$variables = Record<PropertyKey, never>;
export type AdminWebhooksPageQuery$data = {
  readonly webhookEndpoints: ReadonlyArray<{
    readonly active: boolean;
    readonly eventTypes: ReadonlyArray<string>;
    readonly id: string;
    readonly name: string;
    readonly recentDeliveries: ReadonlyArray<{
      readonly attemptLog: ReadonlyArray<{
        readonly attemptedAt: string;
        readonly durationMs: number;
        readonly error: WebhookAttemptError | null | undefined;
        readonly errorDetail: string | null | undefined;
        readonly manual: boolean;
        readonly responseBody: string | null | undefined;
        readonly statusCode: number | null | undefined;
      }>;
      readonly attempts: number;
      readonly eventType: string;
      readonly id: string;
      readonly nextAttemptAt: string | null | undefined;
      readonly occurredAt: string;
      readonly status: WebhookDeliveryStatus;
      readonly subjectId: string;
    }>;
    readonly secretHint: string;
    readonly url: string;
  }>;
  readonly webhookEventTypes: ReadonlyArray<string>;
};
export type AdminWebhooksPageQuery = {
  response: AdminWebhooksPageQuery$data;
  variables: AdminWebhooksPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "webhookEventTypes",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventTypes",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secretHint",
  "storageKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventType",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subjectId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "occurredAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attempts",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextAttemptAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "WebhookAttemptView",
  "kind": "LinkedField",
  "name": "attemptLog",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attemptedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responseBody",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorDetail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manual",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminWebhooksPageQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v0/*:: as any*/),
        "action": "THROW"
      },
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": null,
          "concreteType": "WebhookEndpoint",
          "kind": "LinkedField",
          "name": "webhookEndpoints",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            {
              "kind": "RequiredField",
              "field": {
                "alias": null,
                "args": (v7/*:: as any*/),
                "concreteType": "WebhookDelivery",
                "kind": "LinkedField",
                "name": "recentDeliveries",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "kind": "RequiredField",
                    "field": (v14/*:: as any*/),
                    "action": "THROW"
                  }
                ],
                "storageKey": "recentDeliveries(first:20)"
              },
              "action": "THROW"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminWebhooksPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoints",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "recentDeliveries",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": "recentDeliveries(first:20)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4d20adbe5eb448d2b3fa0d50c5142327337896ccc2fe44a0e9cc9121777f2341",
    "metadata": {},
    "name": "AdminWebhooksPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a06a47ca21eacef0336830ba3f9ae0f6";

export default node;
