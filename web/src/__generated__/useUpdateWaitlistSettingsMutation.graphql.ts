/**
 * @generated SignedSource<<23f8786c7dc530dc3902e984da481310>>
 * @relayHash 916ecebe785622bf3d49057855b396dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a736dfe269e164fe11acd2447b46c911658420b27f9dda78cb1e8cc363f24ceb

import { ConcreteRequest } from 'relay-runtime';
export type UpdateWaitlistSettingsInput = {
  offerHours: number;
};
export type useUpdateWaitlistSettingsMutation$variables = {
  input: UpdateWaitlistSettingsInput;
};
export type useUpdateWaitlistSettingsMutation$data = {
  readonly updateWaitlistSettings: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly settings: {
      readonly offerHours: number;
    } | null | undefined;
  };
};
export type useUpdateWaitlistSettingsMutation = {
  response: useUpdateWaitlistSettingsMutation$data;
  variables: useUpdateWaitlistSettingsMutation$variables;
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
    "concreteType": "UpdateWaitlistSettingsPayload",
    "kind": "LinkedField",
    "name": "updateWaitlistSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WaitlistSettingsView",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerHours",
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
            "name": "field",
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
    "name": "useUpdateWaitlistSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateWaitlistSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a736dfe269e164fe11acd2447b46c911658420b27f9dda78cb1e8cc363f24ceb",
    "metadata": {},
    "name": "useUpdateWaitlistSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "19a1f654b75dc2477bdd7b076d9a3d21";

export default node;
