import type { Metadata } from "next";
import type { ReactNode } from "react";
import { GeistSans } from "geist/font/sans";
import { GeistMono } from "geist/font/mono";
import Link from "next/link";
import { connection } from "next/server";
import { QueryProvider } from "@/components/providers/query-provider";
// CJK glyphs: served by Cairn in unicode-range slices, fetched only when a page shows such a character and no system CJK font has it.
import "@fontsource/noto-sans-sc/400.css";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Cairn", template: "%s · Cairn" },
  description: "Audit what multi-agent LLM pipelines wrote, sentence by sentence, back to the tool call.",
  icons: {
    icon: [
      { url: "/icon.svg", type: "image/svg+xml" },
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
    ],
    apple: { url: "/apple-touch-icon.png", sizes: "180x180" },
  },
};

/**
 * Rendered per request: the Content-Security-Policy allows only scripts carrying this request's
 * nonce (set by proxy.ts), and Next stamps it on its scripts only when it renders the page.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="min-h-screen font-sans">
        <QueryProvider>
          <header className="border-b border-zinc-200 dark:border-zinc-800">
            <nav className="mx-auto flex h-12 max-w-7xl items-center gap-6 px-4">
              <Link href="/" className="font-semibold tracking-tight">
                Cairn
              </Link>
              <Link href="/" className="text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
                Runs
              </Link>
            </nav>
          </header>
          {children}
        </QueryProvider>
      </body>
    </html>
  );
}
