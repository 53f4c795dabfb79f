import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const frameworkImports = ["react", "react-dom", "next", "next/*", "@prisma/*", "**/generated/**", "@/lib/server/*", "@/components/*"];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "node_modules/**", "dist/**", "lib/server/db/generated/**", "bench/results/**", "test-results/**", "playwright-report/**", "data/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Advice for the React Compiler, which Cairn does not use; TanStack Virtual is used on purpose.
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    // lib/ sits under the screens: the server and the hooks never reach up into components/ (shared look is plain data in lib/core).
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/components/*"] }],
    },
  },
  {
    // lib/core is framework-free: it runs in the server, the CLI, tests and the browser.
    files: ["lib/core/**/*.ts"],
    ignores: ["lib/core/node/**", "lib/core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...frameworkImports, "@langchain/*", "node:*", "fs", "path", "child_process", "crypto", "os"] }],
    },
  },
  {
    // Route handlers get their body and query from route(), validated against the schemas they declare.
    files: ["app/api/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='request'][callee.property.name=/^(json|text|formData|arrayBuffer|blob)$/]",
          message: "Declare a body schema in route() and use its parsed `body`.",
        },
        { selector: "MemberExpression[property.name='searchParams']", message: "Declare a query schema in route() and use its parsed `query`." },
      ],
    },
  },
  {
    // Components never fetch or touch the server directly: data comes through lib/client hooks.
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/lib/server/*", "@prisma/*", "**/generated/**"] }],
      "no-restricted-globals": ["error", { name: "fetch", message: "Use a hook from lib/client instead." }],
    },
  },
];

export default config;
