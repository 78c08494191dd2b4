/**
 * @generated SignedSource<<38086751b0f0a79a76417b3c4980fa90>>
 * @relayHash 86777fdb9bc36bd89b2b831218380941
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64a248cad239412f2e4620f54a20439205036cb333ccd593aa5f8a656806e4ba

import { ConcreteRequest } from 'relay-runtime';
export type SetCourseTrainersInput = {
  courseId: number;
  trainerIds: ReadonlyArray<number>;
};
export type CourseTrainersPanelMutation$variables = {
  input: SetCourseTrainersInput;
};
export type CourseTrainersPanelMutation$data = {
  readonly setCourseTrainers: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly trainers: ReadonlyArray<{
      readonly databaseId: number;
    }>;
  };
};
export type CourseTrainersPanelMutation = {
  response: CourseTrainersPanelMutation$data;
  variables: CourseTrainersPanelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetCourseTrainersPayload",
    "kind": "LinkedField",
    "name": "setCourseTrainers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TrainerAccount",
        "kind": "LinkedField",
        "name": "trainers",
        "plural": true,
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
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
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
    "name": "CourseTrainersPanelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CourseTrainersPanelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "64a248cad239412f2e4620f54a20439205036cb333ccd593aa5f8a656806e4ba",
    "metadata": {},
    "name": "CourseTrainersPanelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a7c54d190f77a98ea9b10c9a19ec34a";

export default node;
