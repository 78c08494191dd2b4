/**
 * @generated SignedSource<<e7c1d33114d3a1a3d0143bcee6a8d2ad>>
 * @relayHash 9cab490e0330496dc0041ab9bb176362
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12f2e8a1b12498ae04f5962f18a202033050f600a263b9188202fafbf7a5d750

import { ConcreteRequest } from 'relay-runtime';
export type TrainerCourseListQuery$variables = {
  from: string;
  to: string;
};
export type TrainerCourseListQuery$data = {
  readonly trainerCourses: ReadonlyArray<{
    readonly courseId: number;
    readonly location: string | null | undefined;
    readonly participantCount: number;
    readonly sessionDates: ReadonlyArray<string>;
    readonly time: string | null | undefined;
    readonly title: string;
  }>;
};
export type TrainerCourseListQuery = {
  response: TrainerCourseListQuery$data;
  variables: TrainerCourseListQuery$variables;
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
  "concreteType": "TrainerCourse",
  "kind": "LinkedField",
  "name": "trainerCourses",
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
      "name": "time",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sessionDates",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "participantCount",
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
    "name": "TrainerCourseListQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v1/*:: as any*/),
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
    "name": "TrainerCourseListQuery",
    "selections": [
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "12f2e8a1b12498ae04f5962f18a202033050f600a263b9188202fafbf7a5d750",
    "metadata": {},
    "name": "TrainerCourseListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ab0e3e35b5364cb2999980beb7c5ecd";

export default node;
