/**
 * @generated SignedSource<<7363717017821bf06189cfe882816060>>
 * @relayHash ea994ac0fd08522a4f893524d0ce0ed5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0023659b69519db73b2aca0b04ebf51ef35cffd22213342fd18a0df735dd3e73

import { ConcreteRequest } from 'relay-runtime';
export type WebhookAttemptError = "ADDRESS_NOT_ALLOWED" | "DNS_FAILED" | "HTTPS_REQUIRED" | "INVALID_URL" | "NETWORK_ERROR" | "PARTNER_KEY_REVOKED" | "SECRET_UNREADABLE" | "TIMEOUT" | "%future added value";
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type AdminWebhooksPageQuery$variables = Record<PropertyKey, never>;
export type AdminWebhooksPageQuery$data = {
  readonly partnerKeys: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
    readonly prefix: string;
    readonly revokedAt: string | null | undefined;
    readonly webhookEventTypes: ReadonlyArray<string>;
  }>;
  readonly webhookEndpoints: ReadonlyArray<{
    readonly active: boolean;
    readonly eventTypes: ReadonlyArray<string>;
    readonly id: string;
    readonly name: string;
    readonly partnerKey: {
      readonly databaseId: number;
      readonly name: string;
      readonly prefix: string;
      readonly revokedAt: string | null | undefined;
    } | null | undefined;
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
  "name": "databaseId",
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
  "name": "prefix",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revokedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerKey",
  "kind": "LinkedField",
  "name": "partnerKeys",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventTypes",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secretHint",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerKey",
  "kind": "LinkedField",
  "name": "partnerKey",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventType",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subjectId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "occurredAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attempts",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextAttemptAt",
  "storageKey": null
},
v19 = {
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
        "field": (v5/*:: as any*/),
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
            (v6/*:: as any*/),
            (v2/*:: as any*/),
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            (v9/*:: as any*/),
            (v10/*:: as any*/),
            (v11/*:: as any*/),
            {
              "kind": "RequiredField",
              "field": {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "WebhookDelivery",
                "kind": "LinkedField",
                "name": "recentDeliveries",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "kind": "RequiredField",
                    "field": (v19/*:: as any*/),
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
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "webhookEndpoints",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v2/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "recentDeliveries",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/)
            ],
            "storageKey": "recentDeliveries(first:20)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0023659b69519db73b2aca0b04ebf51ef35cffd22213342fd18a0df735dd3e73",
    "metadata": {},
    "name": "AdminWebhooksPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9e91a6a8c1ffd41b0bfaa69e1cbee134";

export default node;
