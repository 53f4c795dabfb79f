/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // \`npm test\` typechecks the whole project as its own tier; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Native and driver packages stay as runtime requires instead of being bundled.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg"],
};

export default nextConfig;
