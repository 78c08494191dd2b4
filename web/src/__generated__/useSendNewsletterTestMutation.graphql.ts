/**
 * @generated SignedSource<<1efef2c2a5315dd5f958e1c7c6141dda>>
 * @relayHash c961eb9511dc308f187928213e26a585
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b7341e05c63821818cdb162468fef5c87a277418383fcb9217b9521fd1ba967

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterIssueInput = {
  issueId: string;
};
export type useSendNewsletterTestMutation$variables = {
  input: NewsletterIssueInput;
};
export type useSendNewsletterTestMutation$data = {
  readonly sendNewsletterTest: {
    readonly count: number;
    readonly email: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSendNewsletterTestMutation = {
  response: useSendNewsletterTestMutation$data;
  variables: useSendNewsletterTestMutation$variables;
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
    "concreteType": "SendNewsletterTestPayload",
    "kind": "LinkedField",
    "name": "sendNewsletterTest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
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
    "name": "useSendNewsletterTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendNewsletterTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b7341e05c63821818cdb162468fef5c87a277418383fcb9217b9521fd1ba967",
    "metadata": {},
    "name": "useSendNewsletterTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "41f39f18acab5a5367c50c83d6caeadc";

export default node;
