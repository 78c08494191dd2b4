/**
 * @generated SignedSource<<babec2f58f1a642040bcaa5326c186f3>>
 * @relayHash 5815977fe1bd796a8a533776eeddb98c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5497ee2cd76c6e9724086fc380769a5009c6ddd34b225c2bd6d2f77535443d85

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeSectionsTestQuery$variables = Record<PropertyKey, never>;
export type HomeSectionsTestQuery$data = {
  readonly testimonials: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"TestimonialCard_testimonial">;
      };
    }>;
  };
};
export type HomeSectionsTestQuery = {
  response: HomeSectionsTestQuery$data;
  variables: HomeSectionsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeSectionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "TestimonialConnection",
        "kind": "LinkedField",
        "name": "testimonials",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TestimonialEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Testimonial",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "TestimonialCard_testimonial"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "testimonials(first:6)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeSectionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "TestimonialConnection",
        "kind": "LinkedField",
        "name": "testimonials",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TestimonialEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Testimonial",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "language",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rating",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "testimonials(first:6)"
      }
    ]
  },
  "params": {
    "id": "5497ee2cd76c6e9724086fc380769a5009c6ddd34b225c2bd6d2f77535443d85",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "testimonials": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "TestimonialConnection"
        },
        "testimonials.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TestimonialEdge"
        },
        "testimonials.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Testimonial"
        },
        "testimonials.edges.node.content": (v2/*:: as any*/),
        "testimonials.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "testimonials.edges.node.language": (v2/*:: as any*/),
        "testimonials.edges.node.name": (v2/*:: as any*/),
        "testimonials.edges.node.rating": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "testimonials.edges.node.role": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "HomeSectionsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71795e9cc33c442eceeaef201329ae90";

export default node;
