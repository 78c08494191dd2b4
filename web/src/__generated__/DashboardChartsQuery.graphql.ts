/**
 * @generated SignedSource<<1b5f2e00282c26d4c9fe35d856301b63>>
 * @relayHash d761fcb33872ddfa853c1bd19cea4ae6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03fe02d9385ea1343b8a8c8928c43f7d978da25affea7daaaeb74fce4b4f5619

import { ConcreteRequest } from 'relay-runtime';
export type DashboardChartsQuery$variables = {
  from: string;
  to: string;
};
export type DashboardChartsQuery$data = {
  readonly dashboardCharts: {
    readonly occupancy: ReadonlyArray<{
      readonly booked: number;
      readonly courseId: number;
      readonly title: string;
      readonly total: number;
    }>;
    readonly paymentMethods: ReadonlyArray<{
      readonly amountCents: number;
      readonly method: string;
      readonly orders: number;
    }>;
    readonly weeks: ReadonlyArray<{
      readonly orders: number;
      readonly places: number;
      readonly revenueCents: number;
      readonly weekStart: string;
    }>;
  };
};
export type DashboardChartsQuery = {
  response: DashboardChartsQuery$data;
  variables: DashboardChartsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orders",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "from",
      "variableName": "from"
    },
    {
      "kind": "Variable",
      "name": "to",
      "variableName": "to"
    }
  ],
  "concreteType": "DashboardCharts",
  "kind": "LinkedField",
  "name": "dashboardCharts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WeekOfOrders",
      "kind": "LinkedField",
      "name": "weeks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekStart",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "places",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revenueCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CourseOccupancy",
      "kind": "LinkedField",
      "name": "occupancy",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "courseId",
          "storageKey": null
        },
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
          "name": "booked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethodShare",
      "kind": "LinkedField",
      "name": "paymentMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardChartsQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v2/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardChartsQuery",
    "selections": [
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "03fe02d9385ea1343b8a8c8928c43f7d978da25affea7daaaeb74fce4b4f5619",
    "metadata": {},
    "name": "DashboardChartsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4b8fb5e5729f378b64b62cf4c6c0d801";

export default node;
