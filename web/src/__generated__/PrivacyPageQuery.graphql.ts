/**
 * @generated SignedSource<<a7e47945b0a146782341b9b79ee2de5f>>
 * @relayHash bfcc081651ec39d74a9bc397e80aa485
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24811f71d1232586b88a7368b7c4d51f60c24fbec2f13d7617d52797df55fb0d

import { ConcreteRequest } from 'relay-runtime';
export type PrivacyPageQuery$variables = Record<PropertyKey, never>;
export type PrivacyPageQuery$data = {
  readonly followUpSettings: {
    readonly dataRetentionMonths: number;
  };
};
export type PrivacyPageQuery = {
  response: PrivacyPageQuery$data;
  variables: PrivacyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FollowUpSettings",
    "kind": "LinkedField",
    "name": "followUpSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dataRetentionMonths",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrivacyPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PrivacyPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "24811f71d1232586b88a7368b7c4d51f60c24fbec2f13d7617d52797df55fb0d",
    "metadata": {},
    "name": "PrivacyPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b8f3c84c31b0b1969f603aa507728c10";

export default node;
