/**
 * @generated SignedSource<<a6879953904e9002fdc2b415e71f8f32>>
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
v1 = [
  {
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TrainerCourseListQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrainerCourseListQuery",
    "selections": (v1/*:: as any*/)
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

(node as any).hash = "47035cf3a7175f5830e5260dd945b967";

export default node;
