/**
 * @generated SignedSource<<e137737756d1cfbf0e6159b6dd6cf899>>
 * @relayHash 8afee4b7ea98cfa1af1a0cd85e32629e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 580cf53d0d33c4aa24814265055afe13b4c49ef8ef9e5549b61c12cce3d0950c

import { ConcreteRequest } from 'relay-runtime';
export type CourseAvailability = "ALMOST_FULL" | "AVAILABLE" | "CANCELLED" | "ENDED" | "FULLY_BOOKED" | "STARTED" | "%future added value";
export type CourseRequestPageQuery$variables = {
  databaseId: number;
};
export type CourseRequestPageQuery$data = {
  readonly course: {
    readonly availability: CourseAvailability;
    readonly bookable: boolean;
    readonly databaseId: number;
    readonly endDate: string | null | undefined;
    readonly startDate: string | null | undefined;
    readonly title: string;
  } | null | undefined;
};
export type CourseRequestPageQuery = {
  response: CourseRequestPageQuery$data;
  variables: CourseRequestPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bookable",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availability",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CourseRequestPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "course",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CourseRequestPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "course",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "580cf53d0d33c4aa24814265055afe13b4c49ef8ef9e5549b61c12cce3d0950c",
    "metadata": {},
    "name": "CourseRequestPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "883d3d30b954f7274d1d46303664bd80";

export default node;
