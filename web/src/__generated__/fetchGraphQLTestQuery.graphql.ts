/**
 * @generated SignedSource<<950be33c34b26d48ea025816646f1abb>>
 * @relayHash dca1a24fc29d13d16e3b7efe725436cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5ff66cc947ecdbf9c2994d5113afd16f850414c684429070a63d707c1bced73

import { ConcreteRequest } from 'relay-runtime';
export type fetchGraphQLTestQuery$variables = Record<PropertyKey, never>;
export type fetchGraphQLTestQuery$data = {
  readonly course: {
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly services: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
  }>;
};
export type fetchGraphQLTestQuery = {
  response: fetchGraphQLTestQuery$data;
  variables: fetchGraphQLTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "title",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Service",
    "kind": "LinkedField",
    "name": "services",
    "plural": true,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "databaseId",
        "value": 1
      }
    ],
    "concreteType": "Course",
    "kind": "LinkedField",
    "name": "course",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": "course(databaseId:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "fetchGraphQLTestQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "fetchGraphQLTestQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a5ff66cc947ecdbf9c2994d5113afd16f850414c684429070a63d707c1bced73",
    "metadata": {},
    "name": "fetchGraphQLTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "37276278dd0a85234901389825877982";

export default node;
