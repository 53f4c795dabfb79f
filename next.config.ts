import type { NextConfig } from "next";
import { maxUploadBytes } from "./lib/server/ingest/upload-size";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` typechecks the whole project as its own tier; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Native and driver packages stay as runtime requires instead of being bundled.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg"],
  // Next buffers every request body it hands the proxy and silently cuts it at this size (10 MB by
  // default). Uploads skip the proxy (proxy.ts); any other body is refused by the proxy past
  // Cairn's upload limit, never cut short below it. Read again by `next start`.
  experimental: { proxyClientMaxBodySize: maxUploadBytes() },
};

export default nextConfig;
