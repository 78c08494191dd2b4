/**
 * @generated SignedSource<<f8c4a1b796b5dd8454b1219b15908f13>>
 * @relayHash 5355b8c87bd6e713a77e852c565a1b3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96bfd5bc51fdf469d5798a845495b69cfe35b981770805871635d4f43461d55a

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterIssueInput = {
  issueId: string;
};
export type NewsletterComposerTestMutation$variables = {
  input: NewsletterIssueInput;
};
export type NewsletterComposerTestMutation$data = {
  readonly sendNewsletterTest: {
    readonly count: number;
    readonly email: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type NewsletterComposerTestMutation = {
  response: NewsletterComposerTestMutation$data;
  variables: NewsletterComposerTestMutation$variables;
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
    "name": "NewsletterComposerTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewsletterComposerTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "96bfd5bc51fdf469d5798a845495b69cfe35b981770805871635d4f43461d55a",
    "metadata": {},
    "name": "NewsletterComposerTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7034aa4383a52e48bdbb9411176e5a5a";

export default node;
